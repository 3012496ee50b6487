import { render, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../../web/src/app/app-routes';
import { documentTitle, HOME_DOCUMENT_TITLE, useDocumentTitle } from '../../../web/src/app/document-title';
import { PORTAL_ROUTES, PUBLIC_ROUTES } from '../../../web/src/app/routes';
import { fakeGateways, renderSubmit } from '../submit/render-submit';

jest.mock('ky', () => jest.requireActual('../submit/ky.stub'));

// jsdom has no performance timeline; the public frame's web-vitals reader asks it for navigation entries.
if (typeof performance.getEntriesByType !== 'function') performance.getEntriesByType = () => [];

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('document titles', () => {
  it('gives every route its own title', () => {
    const routes = [...PUBLIC_ROUTES, ...PORTAL_ROUTES];
    const titles = routes.map((r) => documentTitle(r.title));
    const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
    expect(repeated).toEqual([]);
    expect(titles.filter((t) => t === HOME_DOCUMENT_TITLE)).toHaveLength(1);
  });

  it('names the page the router shows in the browser tab, and follows it to the next page', () => {
    const view = render(<Titled title="Submit your music" />);
    expect(document.title).toBe('Submit your music · Harbour Sound');
    view.rerender(<Titled title="Thank you" />);
    expect(document.title).toBe('Thank you · Harbour Sound');
  });
});

describe('the routed pages', () => {
  it('set the title of the page at the address', async () => {
    renderSubmit(<AppRoutes />, fakeGateways(), '/learn-more', { route: '/learn-more' });
    await waitFor(() => expect(document.title).toBe('Learn More · Harbour Sound'));
  });
});
