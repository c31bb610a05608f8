import { Fragment } from 'react';

/**
 * An email address that wraps only after its "@" and before its dots ("marcus.webb@" /
 * "example.test"), never inside a name part; a part longer than the line still wraps.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className={className} style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order.
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
