export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M20.5 4.5a12 12 0 1 0 7 19.7A10 10 0 0 1 20.5 4.5Z" fill="currentColor" />
        <circle cx="24" cy="9" r="1.6" fill="currentColor" opacity=".7" />
      </svg>
      <span className="logo__word">Nidra</span>
    </span>
  );
}
