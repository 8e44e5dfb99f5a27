import styles from '../register/authForms.module.css';

type RememberBoxProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/** The "remember" checkbox of the login forms. */
export function RememberBox({ label, checked, onChange }: RememberBoxProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" name="remember" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
