// Move up and Move down for a row of an ordered list the person is editing (an item's option
// groups, a group's options). aria-disabled, not disabled: a row moved to the top keeps the
// keyboard focus.
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';

export function MoveButtons({
  name,
  index,
  last,
  onMove,
  className,
}: {
  /** What the row is called, for the buttons' labels ('Move Cup up'). */
  name: string;
  index: number;
  last: number;
  /** Called for a disabled button too: the list decides what a move past its end does. */
  onMove: (by: -1 | 1) => void;
  className: string;
}) {
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={`Move ${name} up`}
        title="Move up"
        aria-disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={className}
        aria-label={`Move ${name} down`}
        title="Move down"
        aria-disabled={index === last}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </button>
    </>
  );
}
