// Button: a real <button> with the shell's look. Defaults to type="button" (never submits by accident).
//   <Button variant="primary" onClick={…}>Legen</Button>
//   variants: primary (brass), secondary (paper, default), danger (red), ghost (text only); size "small".
import type { JSX } from 'preact';

export interface ButtonProps extends Omit<JSX.HTMLAttributes<HTMLButtonElement>, 'size'> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'normal' | 'small';
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
}

export function Button({ variant = 'secondary', size = 'normal', type = 'button', class: cls, className, ...rest }: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, size === 'small' ? 'btn-small' : '', cls ?? '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} class={classes} {...rest} />;
}
