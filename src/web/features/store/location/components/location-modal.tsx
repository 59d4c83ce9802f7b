import { Check, Home, MapPin, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PRESET_LOCATIONS } from '../../../../../shared/constants';
import { Modal } from '../../../../components/ui/modal';
import { addressLabel } from '../lib/location-state';
import { locationActions, useLocationState } from '../location-store';
import { AddressForm } from './address-form';

type Props = { open: boolean; onClose: () => void; currentLabel: string };

export function LocationModal({ open, onClose, currentLabel }: Props) {
  const { addresses } = useLocationState();
  const [view, setView] = useState<'list' | 'form'>('list');

  // Closing resets the form (spec section 4).
  function close() {
    setView('list');
    onClose();
  }

  function choose(label: string) {
    locationActions.choose(label);
    close();
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={view === 'list' ? 'Choose delivery location' : 'Add new address'}
    >
      {view === 'form' ? (
        <AddressForm
          onCancel={() => setView('list')}
          onSave={(draft) => {
            locationActions.addAddress(draft);
            close();
          }}
        />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-2">
            {PRESET_LOCATIONS.map((label) => (
              <li key={label}>
                <LocationOption
                  label={label}
                  selected={label === currentLabel}
                  onChoose={() => choose(label)}
                  icon="pin"
                />
              </li>
            ))}
          </ul>
          {addresses.length > 0 && (
            <section aria-labelledby="saved-addresses">
              <h3 id="saved-addresses" className="mb-2 text-sm font-semibold text-stone-700">
                Saved addresses
              </h3>
              <ul className="space-y-2">
                {addresses.map((a) => {
                  const label = addressLabel(a);
                  return (
                    <li key={a.id} className="flex items-center gap-2">
                      <LocationOption
                        label={label}
                        detail={a.phone}
                        selected={label === currentLabel}
                        onChoose={() => choose(label)}
                        icon="home"
                      />
                      <button
                        type="button"
                        onClick={() => locationActions.removeAddress(a.id)}
                        aria-label={`Delete address ${label}`}
                        className="rounded-lg p-2 text-stone-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          <button
            type="button"
            onClick={() => setView('form')}
            className="flex w-full items-center justify-center gap-2 rounded-lg border-2 border-dashed border-stone-300 px-3 py-3 font-semibold text-stone-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add new address
          </button>
        </div>
      )}
    </Modal>
  );
}

function LocationOption(props: {
  label: string;
  detail?: string;
  selected: boolean;
  onChoose: () => void;
  icon: 'pin' | 'home';
}) {
  const Icon = props.icon === 'pin' ? MapPin : Home;
  return (
    <button
      type="button"
      onClick={props.onChoose}
      aria-current={props.selected ? 'true' : undefined}
      className={`flex w-full flex-1 items-center gap-3 rounded-xl border px-3 py-3 text-left hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 ${
        props.selected ? 'border-brand-700 bg-brand-50' : 'border-stone-200'
      }`}
    >
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{props.label}</span>
        {props.detail && <span className="block text-sm text-stone-600">{props.detail}</span>}
      </span>
      {props.selected && <Check aria-label="Selected" className="h-5 w-5 text-brand-700" />}
    </button>
  );
}
