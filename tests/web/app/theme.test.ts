import { createTheme } from '@mui/material/styles';
import { appTheme, CONTRAST_THRESHOLD, PALETTE_INTENTS } from '../../../web/src/app/theme';

describe('the portal theme', () => {
  // What MUI derives from the brand colours alone, at the portal's contrast threshold.
  const derived = createTheme({
    palette: {
      primary: { main: PALETTE_INTENTS.primary.main },
      secondary: { main: PALETTE_INTENTS.secondary.main },
      contrastThreshold: CONTRAST_THRESHOLD,
    },
  }).palette;

  it.each(Object.keys(PALETTE_INTENTS) as (keyof typeof PALETTE_INTENTS)[])(
    'writes out %s exactly as MUI derives it from its main colour',
    (intent) => {
      const { main, light, dark, contrastText } = derived[intent];
      expect(PALETTE_INTENTS[intent]).toEqual({ main, light, dark, contrastText });
    },
  );

  it('picks text colours that reach 4.5:1 where MUI would settle for 3:1', () => {
    // The default threshold puts white text on the info blue (#0288d1, 4.1:1); the portal's puts black.
    expect(createTheme().palette.info.contrastText).toBe('#fff');
    expect(appTheme().palette.info.contrastText).toBe('rgba(0, 0, 0, 0.87)');
    expect(appTheme().palette.getContrastText('#12263a')).toBe('#fff');
  });

  it('is made once', () => {
    expect(appTheme()).toBe(appTheme());
  });
});
