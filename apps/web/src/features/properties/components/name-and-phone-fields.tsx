import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@/components/ui/field';

interface NameAndPhoneFieldsProps {
  name: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { name?: string; phone?: string };
}

/** Who to reply to, as a listing's enquiry and a call-back request both ask it: name and phone side by side. */
export function NameAndPhoneFields({ name, phone, errors }: NameAndPhoneFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Your name" required error={errors.name}>
        {(ids) => <Input {...ids} autoComplete="name" {...name} />}
      </Field>
      <Field label="Phone" required error={errors.phone}>
        {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...phone} />}
      </Field>
    </div>
  );
}
