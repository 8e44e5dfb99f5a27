import forms from './forms.module.css';

/**
 * A field's label row. A required field shows a * beside the label, not in it, so the field's
 * name stays exactly the label text; screen readers hear aria-required on the control instead.
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <div className={forms.labelRow}>
      <label htmlFor={htmlFor} className={forms.label}>
        {label}
      </label>
      {required ? (
        <span className={forms.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </div>
  );
}
