import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ScreenGoal } from '@hiring/shared/goals';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The Manage tab's list (spec 02 §2.1): drag by the handle with a mouse, a finger or the keyboard
 * (Space to pick up, arrows to move, Space to drop), or the up and down buttons.
 */
export function SortableGoals({
  goals,
  onReorder,
  onEdit,
  onDelete,
  renderDetails,
  disabled,
}: {
  goals: ScreenGoal[];
  onReorder: (ids: string[]) => void;
  onEdit: (goal: ScreenGoal) => void;
  onDelete: (goal: ScreenGoal) => void;
  renderDetails: (goal: ScreenGoal) => ReactNode;
  disabled: boolean;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = goals.map((g) => g.id);
  const move = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'To pick up a goal, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label="Goals in priority order">
          {goals.map((goal, i) => (
            <SortableGoal key={goal.id} goal={goal} disabled={disabled}>
              <div className="flex flex-col gap-1">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move goal ${i + 1} up`}
                  disabled={disabled || i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move goal ${i + 1} down`}
                  disabled={disabled || i === goals.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900" data-goal-title="">
                  {i + 1}. {goal.text}
                </p>
                {renderDetails(goal)}
              </div>
              <div className="flex shrink-0 gap-1">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Edit goal ${i + 1}`}
                  onClick={() => onEdit(goal)}
                  disabled={disabled}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={cn(iconButton, 'text-rose-600 hover:bg-rose-50')}
                  aria-label={`Delete goal ${i + 1}`}
                  onClick={() => onDelete(goal)}
                  disabled={disabled}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
            </SortableGoal>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableGoal({ goal, disabled, children }: { goal: ScreenGoal; disabled: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: goal.id,
    disabled,
  });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} data-goal-id={goal.id}>
      <Card className={cn('flex items-start gap-2 p-3 sm:gap-3 sm:p-4', isDragging && 'relative z-10 shadow-lg ring-2 ring-indigo-400')}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={cn(iconButton, 'cursor-grab touch-none')}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder: ${goal.text}`}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        {children}
      </Card>
    </li>
  );
}
