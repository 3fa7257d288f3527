import { useState } from 'react';
import { gameContent } from '../../../../config/game-content';
import { useText } from '../../../../i18n/texts';
import { useSite } from '../../../../lib/site-context';
import { Section } from '../../../../components/section/section';
import { CharacterPortrait } from './character-portrait';
import styles from './character-gallery.module.css';

function CharacterText({ index }: { index: number }) {
  const character = gameContent.characters[index]!;
  return (
    <>
      <p className={styles.epithet}>{character.epithet}</p>
      <h3 className={styles.name}>
        {character.name}
        <span className={styles.reading} lang="en">
          {character.reading}
        </span>
      </h3>
      <p className={styles.voice}>CV：{character.voice}</p>
      <p className={styles.description}>{character.description}</p>
    </>
  );
}

/** PC: one large portrait with a row of selectable thumbnails. */
function PcGallery() {
  const [selected, setSelected] = useState(0);
  const character = gameContent.characters[selected]!;
  return (
    <div className={styles.pc}>
      <div className={styles.stage}>
        <CharacterPortrait character={character} width={360} height={450} className={styles.portrait} />
        <div className={styles.info} aria-live="polite">
          <CharacterText index={selected} />
        </div>
      </div>
      <ul className={styles.thumbs} aria-label="キャラクターを選ぶ">
        {gameContent.characters.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.thumb}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
                <circle
                  cx="32"
                  cy="32"
                  r="30"
                  fill={item.palette.sky}
                  stroke={item.palette.accent}
                  strokeWidth="2"
                />
                <circle cx="32" cy="30" r="13" fill={item.palette.skin} />
                <path
                  d="M18 30c0-14 6-20 14-20s14 6 14 20c-4-6-8-10-10-14-3 6-10 10-18 14z"
                  fill={item.palette.hair}
                />
                <path d="M12 60c2-12 10-16 20-16s18 4 20 16z" fill={item.palette.accent} />
              </svg>
              <span>{item.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Phone: cards side by side, swiped with scroll snapping. */
function MobileGallery() {
  return (
    // Focusable, so that a keyboard can scroll the strip with the arrow keys (the cards hold no control of their own;
    // WCAG 2.1.1, axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard this way
    <ul className={styles.cards} aria-label="キャラクター一覧（横にスクロールできます）" tabIndex={0}>
      {gameContent.characters.map((character, index) => (
        <li key={character.id} className={styles.card}>
          <CharacterPortrait character={character} width={240} height={300} className={styles.cardPortrait} />
          <div className={styles.cardText}>
            <CharacterText index={index} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CharacterGallery() {
  const t = useText();
  const { layout } = useSite();
  return (
    <Section id="characters" title={t('sections.characters')} label="Characters" tone="deep">
      {layout === 'mobile' ? <MobileGallery /> : <PcGallery />}
    </Section>
  );
}
