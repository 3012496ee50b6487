import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export interface Choice<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
  /** Shown on hover, e.g. why a choice is disabled. */
  title?: string;
}

interface ChoiceButtonsProps<T extends string> {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  sx?: SxProps<Theme>;
}

/**
 * One of a few choices as a row of pressed/unpressed buttons, looking like MUI's exclusive ToggleButtonGroup. That
 * group's buttons register with it in a layout effect as they mount, and the update this schedules runs synchronously
 * in the commit, pulling every pending passive effect of the page into the same task: on a first visit's hydration,
 * the longest task of all. The pressed choice carries `Mui-selected` for styling. The row is joined by a few rules
 * rather than MUI's ButtonGroup: the header's mode toggle puts it in every page's entry, where the group cost 1.6 KB.
 */
export function ChoiceButtons<T extends string>({ label, value, choices, onChange, sx }: ChoiceButtonsProps<T>) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={[
        {
          display: 'inline-flex',
          borderRadius: 1,
          '& .MuiButton-root': { minWidth: 40, py: '7px', borderColor: 'divider', color: 'text.secondary' },
          '& .MuiButton-root.Mui-focusVisible': { zIndex: 1 },
          '& .MuiButton-root:not(:last-of-type)': {
            borderTopRightRadius: 0,
            borderBottomRightRadius: 0,
            borderRightColor: 'transparent',
            '@media (hover: hover)': { '&:hover': { borderRightColor: 'currentColor' } },
          },
          '& .MuiButton-root:not(:first-of-type)': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' },
          '& .MuiButton-root.Mui-selected': { bgcolor: 'action.selected', color: 'text.primary' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {choices.map((choice) => {
        const pressed = choice.value === value;
        return (
          <Button
            key={choice.value}
            size="small"
            variant="outlined"
            color="inherit"
            aria-pressed={pressed}
            disabled={choice.disabled}
            title={choice.title}
            className={pressed ? 'Mui-selected' : undefined}
            onClick={() => !pressed && onChange(choice.value)}
          >
            {choice.label}
          </Button>
        );
      })}
    </Box>
  );
}
