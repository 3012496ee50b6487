import { profilePictureExtension, profilePictureType } from '../../../domain/profile';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('profilePictureType', () => {
  it('recognises JPEG and PNG by their bytes', () => {
    expect(profilePictureType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
    expect(profilePictureType(png)).toBe('image/png');
    expect(profilePictureExtension('image/png')).toBe('png');
    expect(profilePictureExtension('image/jpeg')).toBe('jpg');
  });

  it('refuses anything else, however it is named', () => {
    expect(profilePictureType(Buffer.from('hello, this is a text file'))).toBeNull();
    expect(profilePictureType(png.subarray(0, 8))).toBeNull();
    expect(profilePictureType(Buffer.from('GIF89a......'))).toBeNull();
    expect(profilePictureType(Buffer.alloc(0))).toBeNull();
  });
});
