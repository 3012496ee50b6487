import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TrackDraft } from '../../../stores/submission-form.model';

function SingleRow({ track, order }: { track: TrackDraft; order: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: track.id });
  return (
    <Box
      ref={setNodeRef}
      data-testid="single-row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        border: 1,
        borderColor: isDragging ? 'secondary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="button"
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${track.title || 'single'}`}
        sx={{ display: 'flex', border: 0, bgcolor: 'transparent', cursor: 'grab', p: 0.5 }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
      <Typography sx={{ fontWeight: 600, minWidth: 24 }}>{order}.</Typography>
      <Typography noWrap sx={{ flexGrow: 1 }}>
        {track.title || 'Untitled track'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {track.singleReleaseDate ?? 'No date'}
      </Typography>
    </Box>
  );
}

/** Drag (or keyboard: space, arrows, space) to reorder the singles; orders renumber from 1. */
export function SinglesOrder({ singles, onMove }: { singles: TrackDraft[]; onMove: (from: number, to: number) => void }) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = singles.findIndex((t) => t.id === active.id) + 1;
    const to = singles.findIndex((t) => t.id === over.id) + 1;
    onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={singles.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <Stack spacing={1}>
          {singles.map((t, i) => (
            <SingleRow key={t.id} track={t} order={i + 1} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
