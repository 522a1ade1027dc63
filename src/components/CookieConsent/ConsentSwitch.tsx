/** One consent category as a WAI-ARIA switch: name, on/off state text and a description. */
import { useId } from 'react';

export interface ConsentSwitchProps {
  name: string;
  description: string;
  checked: boolean;
  /** Always on (technical cookies): announced, focusable, but not switchable. */
  locked?: boolean;
  onText: string;
  offText: string;
  onToggle?: () => void;
}

export function ConsentSwitch(props: ConsentSwitchProps) {
  const descriptionId = useId();
  return (
    <div className="fg-cookie-consent__category">
      <button
        type="button"
        role="switch"
        className="fg-cookie-consent__switch"
        aria-checked={props.checked}
        aria-disabled={props.locked || undefined}
        aria-describedby={descriptionId}
        onClick={props.locked ? undefined : props.onToggle}
      >
        <span className="fg-cookie-consent__switch-name">{props.name}</span>
        {/* The state is in aria-checked; the visible text must not change the switch's name. */}
        <span className="fg-cookie-consent__switch-state" aria-hidden="true">
          {props.checked ? props.onText : props.offText}
          <span className="fg-cookie-consent__track" />
        </span>
      </button>
      <p id={descriptionId} className="fg-cookie-consent__description">
        {props.description}
      </p>
    </div>
  );
}
