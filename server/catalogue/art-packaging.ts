import type { ArtBook, Draw } from './art.ts';

const box: Draw = ({ c, d, l }) =>
  `<path d="M150 250h230v200H150z" fill="${c}"/><path d="M150 250l80-70h230l-80 70z" fill="${l}"/><path d="M380 250l80-70v200l-80 70z" fill="${d}"/><path d="M190 215h230v200" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="22"/><path d="M180 300h90v60h-90z" fill="#fff"/><path d="M195 320h60m-60 20h40" stroke-width="3"/>`;

const openBox: Draw = ({ c, d, l }) =>
  `<path d="M150 250l80-70h230l-80 70z" fill="${d}"/><path d="M230 180h230l-20-90H210z" fill="${l}"/><path d="M150 250l80-70-60-60-80 70z" fill="${c}"/><path d="M150 250h230v200H150z" fill="${c}"/><path d="M380 250l80-70v200l-80 70z" fill="${d}"/><path d="M380 250l80-70 70 35-80 70z" fill="${l}"/><path d="M150 250h230l-30 55H120z" fill="${l}"/>`;

const mailer: Draw = ({ c, d, l }) =>
  `<path d="M130 330h270v100H130z" fill="${c}"/><path d="M130 330l80-60h260l-70 60z" fill="${l}"/><path d="M400 330l70-60v100l-70 60z" fill="${d}"/><path d="M160 348h210" stroke-width="3" stroke-opacity=".5"/>`;

const openMailer: Draw = ({ c, d, l }) =>
  `<path d="M130 330l80-60h260l-70 60z" fill="${d}"/><path d="M210 270h260l-20-150H190z" fill="${l}"/><path d="M190 120h260l-10-30H180z" fill="${c}"/><path d="M130 330h270v100H130z" fill="${c}"/><path d="M400 330l70-60v100l-70 60z" fill="${d}"/>`;

const tape: Draw = ({ c, d }) =>
  `<path d="M430 390l40 90h-36l-30-70z" fill="${c}"/><circle cx="300" cy="300" r="160" fill="${c}"/><circle cx="300" cy="300" r="138" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="10"/><circle cx="300" cy="300" r="82" fill="#e8d8bb"/><circle cx="300" cy="300" r="64" fill="${d}" fill-opacity=".25"/>`;

const tapeSide: Draw = ({ c, d }) =>
  `<path d="M130 260v70a170 80 0 0 0 340 0v-70z" fill="${d}"/><ellipse cx="300" cy="260" rx="170" ry="80" fill="${c}"/><ellipse cx="300" cy="260" rx="90" ry="42" fill="#e8d8bb"/><ellipse cx="300" cy="262" rx="72" ry="32" fill="${d}" fill-opacity=".3"/><path d="M330 408l40 70h110l-60-80z" fill="${c}"/>`;

const bubbles = (id: string, fill: string) =>
  `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="9" fill="${fill}" stroke="#fff" stroke-width="2"/></pattern>`;

const bubbleRoll: Draw = ({ c, d, l }) =>
  `<defs>${bubbles('b', l)}</defs><path d="M180 150v290a120 40 0 0 0 240 0V150z" fill="${c}"/><path d="M180 150v290a120 40 0 0 0 240 0V150z" fill="url(#b)" stroke="none"/><ellipse cx="300" cy="150" rx="120" ry="40" fill="${l}"/><ellipse cx="300" cy="150" rx="34" ry="12" fill="${d}"/>`;

const bubbleSheet: Draw = ({ c, l }) =>
  `<defs>${bubbles('b', l)}</defs><path d="M140 150h320v300l-70 40H140z" fill="${c}"/><path d="M140 150h320v300l-70 40H140z" fill="url(#b)" stroke="none"/><path d="M460 450l-70 40 10-50z" fill="#fff"/>`;

const envelope: Draw = ({ c, d, l }) =>
  `<defs>${bubbles('b', l)}</defs><path d="M130 190h340v240H130z" fill="${c}"/><path d="M140 190h320v26H140z" fill="url(#b)" stroke="none"/><path d="M130 190l170 120 170-120" fill="none"/><path d="M180 350h110v40H180z" fill="#fff"/><path d="M130 430l130-110m210 110L340 320" stroke="${d}" fill="none"/>`;

const film: Draw = ({ c, d }) =>
  `<path d="M140 230h280v170H140z" fill="${c}" fill-opacity=".8"/><ellipse cx="420" cy="315" rx="40" ry="85" fill="${c}"/><ellipse cx="420" cy="315" rx="16" ry="34" fill="#d8c3a0"/><ellipse cx="140" cy="315" rx="40" ry="85" fill="${c}"/><path d="M140 400l-40 60h250l70-60z" fill="${c}" fill-opacity=".5"/><path d="M180 250v130m60-130v130m60-130v130" stroke="#fff" stroke-opacity=".6" stroke-width="6"/><path d="M420 230v170" stroke="${d}" stroke-opacity=".4"/>`;

const courier: Draw = ({ c, d }) =>
  `<path d="M160 140h280v330H160z" fill="${c}"/><path d="M160 140h280v50H160z" fill="${d}" fill-opacity=".25"/><path d="M190 250h150v110H190z" fill="#fff" fill-opacity=".7"/><path d="M210 280h90m-90 25h60m-60 25h80" stroke-width="3"/><path d="M360 400h6v40h-6zm14 0h3v40h-3zm10 0h8v40h-8zm14 0h4v40h-4zm12 0h6v40h-6z" fill="${d}" stroke="none"/>`;

const paperBag: Draw = ({ c, d, l }) =>
  `<path d="M240 190c0-90 120-90 120 0" fill="none" stroke="${d}" stroke-width="10"/><path d="M170 190h260l-10 280H180z" fill="${c}"/><path d="M430 190l40 20-10 250-40 10z" fill="${d}"/><path d="M170 190h260v30H170z" fill="${l}"/>`;

export const packagingArt: ArtBook = {
  box: { front: box, open: openBox },
  'mailer-box': { front: mailer, open: openMailer },
  tape: { front: tape, open: tapeSide },
  'bubble-wrap': { front: bubbleRoll, open: bubbleSheet },
  'bubble-envelope': { front: envelope },
  'stretch-film': { front: film },
  'courier-bag': { front: courier },
  'paper-bag': { front: paperBag },
};
