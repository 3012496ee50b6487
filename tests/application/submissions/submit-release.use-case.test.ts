import type { InvitationRepository } from '../../../application/ports/invitation.repository.port';
import type { EnqueueRequest } from '../../../application/ports/job-queue.port';
import type { OutgoingMail } from '../../../application/ports/mailer.port';
import type { MusicCatalogue } from '../../../application/ports/music-catalogue.port';
import type { FormSessionSigner } from '../../../application/ports/security.port';
import type { SubmissionDraft } from '../../../application/ports/submission.repository.port';
import type { UploadRecord } from '../../../application/ports/upload.repository.port';
import type { IssueReturningLinkUseCase } from '../../../application/use-cases/invitations/issue-returning-link.use-case';
import { BotCheck } from '../../../application/use-cases/public-flow/bot-check';
import { SubmitReleaseUseCase } from '../../../application/use-cases/submissions/submit-release.use-case';
import type { CreateItemDto } from '../../../api/submissions/create-item.dto';
import type { SubmissionFormDto } from '../../../api/submissions/form-data.dto';
import { toSubmitCommand } from '../../../api/submissions/submission.mapper';
import { CONFIG_MESSAGES } from '../../../domain/submissions-mode';
import { aSubmission, type FormOverrides } from '../../support/builders/submission.builder';
import { ManualClock } from '../../fakes/manual.clock';
import { InMemoryArtistProfileRepository } from '../../support/in-memory/in-memory.artist-profile.repository';
import { InMemoryUploadRepository } from '../../support/in-memory/in-memory.uploads';

const NOW = '2025-06-02T10:00:00Z';

/** Tokens 'session:<id>' are genuine form sessions started a minute before NOW (long enough for the bot rules). */
const formSessions: FormSessionSigner = {
  sign: async (session) => `session:${session.sessionId}`,
  verify: async (token) =>
    token.startsWith('session:') ? { sessionId: token.slice(8), startedAt: new Date(Date.parse(NOW) - 60_000) } : null,
};

const noCatalogue: MusicCatalogue = {
  adapterName: 'none',
  searchArtists: async () => [],
  searchMusic: async () => [],
  getArtist: async () => undefined,
  getAlbum: async () => undefined,
  getTrack: async () => undefined,
  testConnection: async () => ({ ok: true, message: '' }),
};

function anUpload(id: string, sessionId: string, kind: 'audio' | 'artwork'): UploadRecord {
  return {
    id,
    sessionId,
    artistId: null,
    kind,
    folder: kind === 'audio' ? 'audio' : 'images',
    artistFolder: 'nova-lane',
    storageKey: `artists/nova-lane/${id}`,
    displayName: `${id}.wav`,
    trackTitle: null,
    releaseTitle: null,
    contentType: kind === 'audio' ? 'audio/wav' : 'image/jpeg',
    size: 1000,
    status: 'stored',
    quality: { kind, facts: { durationSeconds: 180 }, warnings: [] },
    sha256: null,
    submissionId: null,
    createdAt: new Date(NOW),
  };
}

function setUp(options: { submissionsEnabled?: boolean } = {}) {
  const clock = new ManualClock(NOW);
  const uploads = new InMemoryUploadRepository();
  const created: SubmissionDraft[] = [];
  const jobs: EnqueueRequest[] = [];
  const mails: OutgoingMail[] = [];
  const events: string[] = [];
  const submit = new SubmitReleaseUseCase({
    unitOfWork: {
      run: async (work) => {
        events.push('begin');
        const result = await work();
        events.push('commit');
        return result;
      },
    },
    submissions: {
      create: async (draft) => {
        created.push(draft);
        return { id: `sub-${created.length}` };
      },
      find: async () => undefined,
      setBoardItemId: async () => undefined,
      countForArtist: async () => 0,
      findTracksByFileIds: async () => [],
    },
    uploads,
    // Open submissions carry no invitation or returning link: the repository is never asked.
    invitations: {} as InvitationRepository,
    jobs: {
      enqueue: async (request) => {
        jobs.push(request as EnqueueRequest);
        return { id: `job-${jobs.length}`, deduplicated: false };
      },
    },
    tokens: { generate: () => 'token', digest: (t) => `hash:${t}`, humanCode: (n) => 'C'.repeat(n) },
    botCheck: new BotCheck({ signer: formSessions, clock }),
    returningLinks: { issueIfFirst: async () => null } as unknown as IssueReturningLinkUseCase,
    clock,
    catalogue: noCatalogue,
    submissionsMode: { isEnabled: async () => options.submissionsEnabled ?? true },
    mailer: {
      send: async (mail) => {
        mails.push(mail);
        return { id: `mail-${mails.length}` };
      },
    },
    publicUrl: 'https://portal.example',
    profiles: new InMemoryArtistProfileRepository(),
  });
  return { submit, uploads, created, jobs, mails, events, clock };
}

/** The wizard's post for one track with its WAV and artwork uploaded in form session s1, as the API maps it. */
function aCommand(form: FormOverrides = {}, sessionId = 's1') {
  const built = aSubmission({ form: { artworkFileId: 'art-1', ...form } });
  built.formData.tracks[0].fileId = 'wav-1';
  const dto = { ...built, formSession: `session:${sessionId}` } as CreateItemDto & { formData: SubmissionFormDto };
  return toSubmitCommand(dto, new Date(NOW));
}

describe('submitting a release, without Nest or a database', () => {
  it('writes the submission, takes its files, queues the board item and mails the artist, in one unit of work', async () => {
    const { submit, uploads, created, jobs, mails, events } = setUp();
    await uploads.create(anUpload('wav-1', 's1', 'audio'));
    await uploads.create(anUpload('art-1', 's1', 'artwork'));
    const result = await submit.execute(aCommand());
    expect(result).toEqual({ submissionId: 'sub-1', boardItemId: null, board: 'queued' });
    expect(created[0]).toMatchObject({ source: 'open', formSessionId: 's1', artistName: 'Nova Lane', releaseTitle: 'Night Drive' });
    expect((await uploads.findById('wav-1'))?.submissionId).toBe('sub-1');
    expect(jobs).toEqual([
      expect.objectContaining({ payload: { submissionId: 'sub-1' }, dedupeKey: 'sub-1' }),
      expect.objectContaining({ kind: 'split-sheets.ask', payload: { submissionId: 'sub-1', version: 1 }, dedupeKey: 'sub-1:1' }),
    ]);
    expect(mails[0].to).toBe('nova@example.com');
    expect(events).toEqual(['begin', 'commit']);
  });

  it('refuses files of another form session and writes nothing', async () => {
    const { submit, uploads, created, jobs } = setUp();
    await uploads.create(anUpload('wav-1', 'someone-else', 'audio'));
    await uploads.create(anUpload('art-1', 's1', 'artwork'));
    await expect(submit.execute(aCommand())).rejects.toMatchObject({ code: 'invalid' });
    expect([created.length, jobs.length]).toEqual([0, 0]);
  });

  it('refuses a forged form session, and an open submission while submissions are paused', async () => {
    const forged = setUp();
    const command = aCommand();
    await expect(forged.submit.execute({ ...command, bot: { ...command.bot, formSession: 'forged' } })).rejects.toMatchObject({
      code: 'invalid',
    });
    const paused = setUp({ submissionsEnabled: false });
    await expect(paused.submit.execute(aCommand())).rejects.toMatchObject({
      code: 'forbidden',
      message: CONFIG_MESSAGES.submissionsPaused,
    });
  });

  it("checks the wizard's rules again: a missing release title is refused with the field named", async () => {
    const { submit, uploads } = setUp();
    await uploads.create(anUpload('wav-1', 's1', 'audio'));
    await uploads.create(anUpload('art-1', 's1', 'artwork'));
    await expect(submit.execute(aCommand({ releaseTitle: '' }))).rejects.toMatchObject({
      code: 'invalid',
      details: expect.arrayContaining([expect.objectContaining({ field: 'releaseTitle' })]),
    });
  });
});
