import { uploadKindOf, UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';

describe('uploadKindOf', () => {
  it('maps the wizard fileType values', () => {
    expect(uploadKindOf('audio')).toBe('audio');
    expect(uploadKindOf(' Track ')).toBe('audio');
    expect(uploadKindOf('artwork')).toBe('artwork');
    expect(uploadKindOf('image')).toBe('artwork');
    expect(uploadKindOf('custom-artwork')).toBe('artwork');
  });
  it('refuses anything else', () => {
    expect(uploadKindOf('video')).toBeNull();
    expect(uploadKindOf(undefined)).toBeNull();
    expect(UPLOAD_SERVER_MESSAGES.fileTypeRequired).toMatch(/audio/);
  });
});
