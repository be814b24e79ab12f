// The Speedklammern rules page, in our own words from the rule book: German (rules-de.tsx), English
// when lang = 'en' (rules-en.tsx, the same sections, each German game term explained where it first
// appears).
import { rulesDe } from './rules-de';
import { rulesEn } from './rules-en';

export function Rules({ lang }: { lang: 'de' | 'en' }) {
  const sections = lang === 'en' ? rulesEn : rulesDe;
  return (
    <div class="km-rules" data-testid="klammern-rules">
      {sections.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          {s.body}
        </section>
      ))}
    </div>
  );
}
