import { PHONE_COUNTRIES, PHONE_MAX_LENGTH, sanitizePhone } from '@app/shared/validation/phone';
import { useId } from 'react';
import { authEs as t, PHONE_DIGITS_HELP } from '../i18n/auth-messages.ts';
import { Field } from './form-parts.tsx';

/** Spec §5 phone input: a country-code picker beside the number (digits only, at most 10). */
export function PhoneField({ country, digits, onChange, error, required }: {
  country: string;
  digits: string;
  onChange: (country: string, digits: string) => void;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    // a grid: the number's column may shrink below its help text, so on a phone nothing pushes the page wider
    <div className="pub-phone">
      <div className="pub-field">
        <label htmlFor={id}>{t.country}</label>
        <div className="pub-input">
          <select id={id} value={country} onChange={(e) => onChange(e.target.value, digits)} data-testid="phone-country">
            {PHONE_COUNTRIES.map((c) => <option key={c.code} value={c.code} title={c.name}>{c.code.toUpperCase()} {c.dialCode}</option>)}
          </select>
        </div>
      </div>
      <Field label={t.phone} name="phone" value={digits} onValue={(v) => onChange(country, sanitizePhone(v))} required={required}
        error={error} help={PHONE_DIGITS_HELP} inputMode="numeric" maxLength={PHONE_MAX_LENGTH} autoComplete="tel-national" />
    </div>
  );
}
