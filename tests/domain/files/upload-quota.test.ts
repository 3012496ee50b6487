import { fitsAllowance, uploadQuotaMessage } from '../../../domain/files/upload-quota';

describe('upload quota rules', () => {
  const allowance = { files: 3, bytes: 100 };

  it('lets a file in while both the count and the bytes fit', () => {
    expect(fitsAllowance({ files: 2, bytes: 50 }, allowance, 50)).toBe(true);
    expect(fitsAllowance({ files: 3, bytes: 0 }, allowance, 1)).toBe(false);
    expect(fitsAllowance({ files: 0, bytes: 60 }, allowance, 41)).toBe(false);
  });

  it('words the refusal for the session and for the address, in whole minutes', () => {
    expect(uploadQuotaMessage('session', 61)).toBe('Upload limit reached for this form. Please wait 2 minutes and try again.');
    expect(uploadQuotaMessage('address', 1)).toBe('Upload limit reached for your address. Please wait 1 minute and try again.');
  });
});
