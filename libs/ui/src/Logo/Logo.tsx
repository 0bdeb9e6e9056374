import { LogoMark, LogoRoot, LogoWord, LogoWordLight } from './Logo.styles';

export interface LogoProps {
  /** The accessible name, e.g. "Aalto Swim, home page" inside a link to the home page. */
  title?: string;
}

/** The shop's wordmark: a wave mark and "Aalto Swim", read as one image named by `title`. */
export function Logo({ title = 'Aalto Swim' }: LogoProps) {
  return (
    <LogoRoot role="img" aria-label={title}>
      <LogoMark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle className="logo-sea" cx="16" cy="16" r="16" />
        <path className="logo-wave" d="M6 14.5c2.5-2.2 4.2-2.2 6.7 0s4.2 2.2 6.6 0 4.2-2.2 6.7 0" />
        <path className="logo-wave logo-wave-accent" d="M6 20.5c2.5-2.2 4.2-2.2 6.7 0s4.2 2.2 6.6 0 4.2-2.2 6.7 0" />
      </LogoMark>
      <LogoWord aria-hidden="true">
        Aalto<LogoWordLight> Swim</LogoWordLight>
      </LogoWord>
    </LogoRoot>
  );
}
