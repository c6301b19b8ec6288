// An employee's avatar: their emoji where the browser can draw it, otherwise their initials in a
// round badge (a machine without an emoji font would show an empty box). Decorative by default:
// the employee's name is always written beside it.
import type { EmployeeProfile } from '../../../../core/employees.ts';
import { canDrawEmoji, initialsOf } from './emojiSupport.ts';
import './EmployeeAvatar.css';

export function EmployeeAvatar({
  employee,
  className,
  inline = false,
}: {
  employee: Pick<EmployeeProfile, 'key' | 'name' | 'emoji'>;
  className?: string;
  /** in a line of text: a slightly larger badge so the letters stay readable */
  inline?: boolean;
}) {
  const emoji = canDrawEmoji(employee.emoji);
  const classes = ['employee-avatar', emoji ? 'employee-avatar-emoji' : 'employee-avatar-initials', inline ? 'employee-avatar-inline' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={classes}
      aria-hidden="true"
      data-testid="employee-avatar"
      data-avatar-of={employee.key}
      data-emoji={employee.emoji}
      data-avatar={emoji ? 'emoji' : 'initials'}
    >
      {emoji ? employee.emoji : <span className="employee-avatar-letters">{initialsOf(employee.name)}</span>}
    </span>
  );
}
