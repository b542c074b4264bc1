const SECTIONS: Array<[string, string[]]> = [
  [
    'What we collect',
    [
      'When you create an account we keep your name, email address and, if you add them, your phone number and delivery addresses.',
      'When you order we keep what you bought, the price you paid and where it was delivered. Payments are handled by our payment partner; we never see or store your card details.',
    ],
  ],
  [
    'How we use it',
    [
      'To deliver your orders, send order and account emails, answer you on support chat, and keep your account secure.',
      'If you subscribe to our newsletter we send you news and offers; every email has a link to stop them.',
    ],
  ],
  [
    'Who we share it with',
    [
      'Only with those who help us serve you: our delivery partners (your name, address and phone) and, for products sold by a merchant on Nidra, that merchant (what they need to fulfil your order). We do not sell your data.',
    ],
  ],
  [
    'Your choices',
    [
      'You can see and change your details in your account at any time, and ask us to delete your account by writing to us from the Contact Us page. Order records are kept for as long as Indian tax law requires.',
    ],
  ],
  [
    'Cookies and storage',
    [
      'We keep your sign-in and your cart in your browser’s local storage so they survive a reload. We use no advertising trackers.',
    ],
  ],
];

export function PolicyPage() {
  return (
    <article className="prose container">
      <h1>Privacy Policy</h1>
      <p className="prose__lead">
        This policy explains what Nidra collects when you shop with us, why, and what you can do about it.
      </p>
      {SECTIONS.map(([title, paragraphs]) => (
        <section key={title}>
          <h2>{title}</h2>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
