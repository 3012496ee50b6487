/** The label's name as artists know it: every mail and page is signed with it. */
export const LABEL_NAME = 'Harbour Sound';
