// An option's (or an item's) Available / Sold out switch: staff flip it when a choice runs out
// (no cheese left) and again when it is back. The word beside it says the state, so nobody has
// to read a colour.
import { SwitchLabel } from '#web/components/ui/switch-label.tsx';

type Props = {
  /** The option or item, as the list shows it ('Extra cheese'). */
  name: string;
  /** The word for the on state ('Available' for a choice, 'In stock' for an item). */
  onLabel?: string;
  available: boolean;
  switching: boolean;
  onChange: (available: boolean) => void;
};

export function AvailabilitySwitch({ name, onLabel = 'Available', available, switching, onChange }: Props) {
  return (
    <SwitchLabel
      checked={available}
      switching={switching}
      onChange={onChange}
      className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold"
    >
      <span className={`min-w-[4.5rem] whitespace-nowrap ${available ? 'text-green-800' : 'text-red-800'}`}>
        {available ? onLabel : 'Sold out'}
      </span>
      <span className="sr-only">: {name}</span>
    </SwitchLabel>
  );
}
