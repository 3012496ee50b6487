/** The profile picture an artist uploads on /edit-profile: JPEG or PNG, recognised by its bytes, not its name. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export type ProfilePictureType = 'image/jpeg' | 'image/png';

export const PROFILE_PICTURE_MESSAGES = {
  required: 'Please choose a picture to upload',
  notImage: 'Please choose a JPEG or PNG image',
  tooLarge: 'The picture must be 5 MB or smaller',
  notFound: 'No profile picture yet',
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The picture's real type from its first bytes (a renamed text file is neither); null when it is not one. */
export function profilePictureType(head: Uint8Array): ProfilePictureType | null {
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  // A PNG's signature is followed by its IHDR chunk; both must be there.
  if (head.length >= 16 && PNG_SIGNATURE.every((byte, i) => head[i] === byte) && String.fromCharCode(...head.slice(12, 16)) === 'IHDR')
    return 'image/png';
  return null;
}

export function profilePictureExtension(type: ProfilePictureType): 'jpg' | 'png' {
  return type === 'image/png' ? 'png' : 'jpg';
}
