import { BOARD_COLUMNS } from '../../../application/ports/board-columns';
import { submissionColumns } from '../../../application/use-cases/board/board-columns.builders';
import type { StoredSubmission } from '../../../application/ports/submission.repository.port';

const submission = {
  id: 'sub-1',
  status: 'Changes Requested',
  source: 'public',
  artistName: 'Nova Reyes',
  tracks: [],
  catalogueItems: [],
  additionalData: {
    mainFolderUrl: '/api/files/folders/nova-reyes',
    audioUrls: ['/api/files/t1', '/api/files/t2'],
    imageUrls: ['/api/files/art'],
    transferUrls: [],
  },
} as unknown as StoredSubmission;

describe('the board row of a submission', () => {
  it('links the artist folder and every stored file at the portal’s public address', () => {
    const columns = submissionColumns(
      submission,
      { status: 'Changes Requested', version: 2, note: 'Fix the title' },
      'https://portal.label.example',
    );
    expect(columns).toMatchObject({
      submission_id: 'sub-1',
      status: 'Changes Requested',
      version: 2,
      review_note: 'Fix the title',
      main_folder: 'https://portal.label.example/api/files/folders/nova-reyes',
      audio_urls: 'https://portal.label.example/api/files/t1\nhttps://portal.label.example/api/files/t2',
      image_urls: 'https://portal.label.example/api/files/art',
    });
    for (const id of ['main_folder', 'audio_urls', 'image_urls', 'version', 'review_note'])
      expect(BOARD_COLUMNS.map((c) => c.id)).toContain(id);
  });
});
