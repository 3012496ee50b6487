// Test files allowed over the per-file time limit (jest.config.cjs), each with its reason. A file not named here
// fails the run when it takes longer, so growth shows when it happens. The run starts them first.
module.exports = {
  'tests/api/crash-recovery.test.ts':
    'starts a real portal process twelve times around ten kill -9s: each start loads the whole server and reopens its database',
  // The staff pages and private links moved to tests/e2e/accessibility-staff.test.ts; drop this once idle runs stay well under.
  'tests/e2e/accessibility.test.ts': 'axe-core audits the wizard and its dialogs and about twenty-five pages, each at 1280 and 375 px',
  'tests/e2e/accessibility-staff.test.ts':
    'axe-core audits every staff page and every private link (valid and unknown tokens) at 1280 and 375 px, after seeding a closed statement period, split sheets, an invitation, a returning link and a draft',
  'tests/api/bad-input-corpus.test.ts':
    'sends every field of every JSON route nine bad values and a body over the limit, one request after another: thousands of requests through the whole app',
  'tests/api/hostile-input.test.ts':
    'calls every served route with every hostile body as each role it admits: thousands of requests through the whole app (53 s on a quiet run, 122 s on a loaded one)',
  'tests/web/submit/track-slots.test.tsx':
    'renders the whole wizard in jsdom for each release type change, and jsdom matches every Emotion rule on each style read (81-116 s here)',
};
