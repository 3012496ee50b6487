import { useEffect } from 'react';
import { PRODUCT_NAME } from './product';

/** The home page keeps the site's full title; every other page leads with its own name. */
export const HOME_DOCUMENT_TITLE = `${PRODUCT_NAME} — independent label and distribution`;

export function documentTitle(pageTitle: string): string {
  return pageTitle === 'Home' ? HOME_DOCUMENT_TITLE : `${pageTitle} · ${PRODUCT_NAME}`;
}

/** The browser tab and history name the page the router shows. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
