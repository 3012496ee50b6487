import { artistFolderUrl, storedFileUrl, submissionFileLinks, uploadFolderStructure } from '../../../domain/files';

describe('stored file URLs', () => {
  it('serves an upload at /api/files/{id} and lists an artist folder under /api/files/folders', () => {
    expect(storedFileUrl('a b')).toBe('/api/files/a%20b');
    expect(artistFolderUrl('nova-reyes')).toBe('/api/files/folders/nova-reyes');
    expect(artistFolderUrl('nova-reyes', 'images')).toBe('/api/files/folders/nova-reyes/images');
    expect(uploadFolderStructure('nova-reyes')).toEqual({
      artist: { url: '/api/files/folders/nova-reyes' },
      audio: { id: 'artists/nova-reyes/audio', url: '/api/files/folders/nova-reyes/audio' },
      images: { url: '/api/files/folders/nova-reyes/images' },
    });
  });

  it("derives a submission's additional data from its own files: tracks' audio, the artwork and singles' artwork", () => {
    const links = submissionFileLinks({
      artistName: 'Nova Reyes',
      artworkFileId: 'art',
      tracks: [
        { fileId: 't1', customArtworkFileId: null },
        { fileId: null, customArtworkFileId: 'single-art' },
        { fileId: 't3', customArtworkFileId: null },
      ],
    });
    expect(links).toEqual({
      mainFolderUrl: '/api/files/folders/nova-reyes',
      audioUrls: ['/api/files/t1', '/api/files/t3'],
      imageUrls: ['/api/files/art', '/api/files/single-art'],
    });
    expect(submissionFileLinks({ artistName: '', artworkFileId: null, tracks: [] })).toEqual({
      mainFolderUrl: '/api/files/folders/unknown-artist',
      audioUrls: [],
      imageUrls: [],
    });
  });
});
