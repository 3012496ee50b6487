// spec: public flow §2.4 Step 1: 'I don't have Instagram' / 'I don't have TikTok'.

/** Ticking 'I don't have ...' clears the field (and disables it in the UI). */
export function setNoSocialProfile<T extends { instagramProfile: string; tiktokProfile: string; noInstagram: boolean; noTikTok: boolean }>(
  form: T,
  network: 'instagram' | 'tiktok',
  ticked: boolean,
): T {
  if (network === 'instagram') return { ...form, noInstagram: ticked, instagramProfile: ticked ? '' : form.instagramProfile };
  return { ...form, noTikTok: ticked, tiktokProfile: ticked ? '' : form.tiktokProfile };
}
