'use client';

import { useState } from 'react';
import styles from './editor.module.css';

/** '#abc' → '#aabbcc': the colour picker holds six hex digits only. */
export function sixDigitColour(value: string): string {
  const hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  return '#000000';
}

/**
 * A colour chosen with the browser's picker, its hex code shown beside it. `optional`: a box says
 * whether the colour is used at all (posted as '{name}Used'; a picker cannot be empty).
 */
export function ColourInput({
  id,
  name,
  value,
  optional,
  aria,
}: {
  id: string;
  name: string;
  value: string;
  /** The label of the box that turns the colour on. */
  optional?: string;
  aria: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}) {
  const [colour, setColour] = useState(sixDigitColour(value));
  const [used, setUsed] = useState(value.trim() !== '');
  return (
    <span className={styles.colour}>
      <input id={id} name={name} type="color" value={colour} onChange={(e) => setColour(e.target.value)} className={styles.colourPicker} {...aria} />
      <output htmlFor={id} className={styles.code} data-testid={`${name}-hex`}>
        {optional && !used ? '—' : colour}
      </output>
      {optional && (
        <label className={styles.colourUsed}>
          <input type="checkbox" name={`${name}Used`} checked={used} onChange={(e) => setUsed(e.target.checked)} />
          {optional}
        </label>
      )}
    </span>
  );
}
