import type { BoardColumn } from './board.port';

/** The portal's board columns (ids are ours; the monday adapter maps them onto the board's own column ids). */
export const BOARD_COLUMNS: readonly BoardColumn[] = [
  { id: 'kind', title: 'Kind', type: 'status' },
  { id: 'status', title: 'Status', type: 'status' },
  { id: 'first_name', title: 'First Name', type: 'text' },
  { id: 'surname', title: 'Surname', type: 'text' },
  { id: 'email', title: 'Email', type: 'email' },
  { id: 'artist_name', title: 'Artist Name', type: 'text' },
  { id: 'country', title: 'Country', type: 'text' },
  { id: 'city', title: 'City', type: 'text' },
  { id: 'phone', title: 'Phone', type: 'text' },
  { id: 'instagram', title: 'Instagram', type: 'link' },
  { id: 'tiktok', title: 'TikTok', type: 'link' },
  { id: 'spotify', title: 'Spotify', type: 'link' },
  { id: 'listen_link', title: 'Listen Link', type: 'link' },
  { id: 'project_description', title: 'Project Description', type: 'long_text' },
  { id: 'upload_type', title: 'Upload Type', type: 'text' },
  { id: 'release_type', title: 'Release Type', type: 'text' },
  { id: 'release_title', title: 'Release Title', type: 'text' },
  { id: 'primary_genre', title: 'Primary Genre', type: 'text' },
  { id: 'sub_genre', title: 'Sub-genre', type: 'text' },
  { id: 'release_date', title: 'Release Date', type: 'date' },
  { id: 'track_count', title: 'Tracks', type: 'numbers' },
  { id: 'distributor', title: 'Distributor', type: 'text' },
  { id: 'transfer_urls', title: 'Transfer URLs', type: 'long_text' },
  { id: 'main_folder', title: 'Artist Folder', type: 'link' },
  { id: 'audio_urls', title: 'Audio Files', type: 'long_text' },
  { id: 'image_urls', title: 'Images', type: 'long_text' },
  { id: 'submission_id', title: 'Submission Id', type: 'text' },
  { id: 'waiting_list_id', title: 'Waiting List Id', type: 'text' },
  { id: 'artist_code', title: 'Artist Code', type: 'text' },
  { id: 'token_status', title: 'Token Status', type: 'status' },
  { id: 'invitation_reason', title: 'Invitation Reason', type: 'long_text' },
  { id: 'version', title: 'Version', type: 'numbers' },
  { id: 'review_note', title: 'Review Note', type: 'long_text' },
  { id: 'splits', title: 'Splits', type: 'text' },
  { id: 'portal_key', title: 'Portal Key', type: 'text' },
];

/** Where an item keeps NewBoardItem.key (our own id of the record it mirrors). */
export const BOARD_KEY_COLUMN = 'portal_key';

/** Columns a board may lack: their values are left out there instead of refusing the item. */
export const OPTIONAL_BOARD_COLUMNS: ReadonlySet<string> = new Set(['version', 'review_note', 'splits']);
