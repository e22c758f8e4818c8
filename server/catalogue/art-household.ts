import type { ArtBook, Draw } from './art.ts';

const label = (y: number, h: number) => `<path d="M205 ${y}h190v${h}H205z" fill="#fff"/>`;

const jerryCan: Draw = ({ c, d, l }) =>
  `<path d="M320 190v-60q0-15 15-15h55q15 0 15 15v70" fill="none" stroke-width="18"/><path d="M215 140h60v40h-60z" fill="${d}"/><path d="M180 200q0-20 20-20h200q20 0 20 20v250q0 20-20 20H200q-20 0-20-20z" fill="${c}"/>${label(270, 130)}<circle cx="300" cy="335" r="38" fill="${l}"/>`;

const spray: Draw = ({ c, d, l }) =>
  `<path d="M240 120h110q30 0 45 25l15 25h-60v30H240z" fill="${d}"/><path d="M265 200q-15 40 5 60" fill="none" stroke-width="10"/><path d="M270 200h60v30h-60z" fill="${l}"/><path d="M230 260q0-30 30-30h80q30 0 30 30v190q0 20-20 20H250q-20 0-20-20z" fill="${c}"/><path d="M245 300h110v110H245z" fill="#fff"/><circle cx="300" cy="355" r="30" fill="${l}"/>`;

const duckBottle: Draw = ({ c, d, l }) =>
  `<path d="M280 230v-80q0-20 20-30l90-45 14 28-74 40v87z" fill="${c}"/><circle cx="398" cy="88" r="14" fill="${d}"/><path d="M210 260q0-40 40-40h100q40 0 40 40v190q0 20-20 20H230q-20 0-20-20z" fill="${c}"/><path d="M230 300h140v120H230z" fill="#fff"/><path d="M270 360h60" stroke="${l}" stroke-width="20"/>`;

const squeeze: Draw = ({ c, d }) =>
  `<path d="M275 120h50v40h-50z" fill="${d}"/><path d="M255 160h90v40h-90z" fill="${d}"/><path d="M230 200h140l20 250q0 20-20 20H230q-20 0-20-20z" fill="${c}"/>${label(280, 120)}<ellipse cx="300" cy="340" rx="40" ry="30" fill="#f6d743"/>`;

const bar: Draw = ({ c, d, l }) =>
  `<path d="M170 300l70-50h210l-70 50z" fill="${l}"/><path d="M380 300l70-50v110l-70 50z" fill="${d}"/><path d="M170 300h210v110H170z" fill="${c}"/><circle cx="275" cy="355" r="32" fill="#f6d743"/><path d="M275 323v64m-32-32h64" stroke-width="3"/>`;

const tub: Draw = ({ c, d, l }) =>
  `<path d="M160 260v140a140 45 0 0 0 280 0V260z" fill="${d}"/><ellipse cx="300" cy="260" rx="140" ry="45" fill="${l}"/><ellipse cx="300" cy="262" rx="105" ry="30" fill="${c}"/>`;

const pump: Draw = ({ c, d, l }) =>
  `<path d="M255 115h90v22h-90zm90 4h55v12h-55z" fill="${d}"/><path d="M292 137h16v53h-16z" fill="${d}"/><path d="M265 190h70v30h-70z" fill="${d}"/><path d="M220 240q0-20 20-20h120q20 0 20 20v210q0 20-20 20H240q-20 0-20-20z" fill="${c}"/>${label(290, 120)}<circle cx="285" cy="340" r="22" fill="${l}"/><circle cx="320" cy="365" r="14" fill="${l}"/>`;

const roll: Draw = ({ c, l }) =>
  `<path d="M190 210v220a110 35 0 0 0 220 0V210z" fill="${c}"/><path d="M410 250v210h-45V268z" fill="${l}"/><path d="M378 320h30m-30 70h30" stroke-dasharray="6 6" stroke-width="2"/><ellipse cx="300" cy="210" rx="110" ry="35" fill="${l}"/><ellipse cx="300" cy="210" rx="32" ry="11" fill="#c9ad84"/>`;

const towel: Draw = ({ c, l }) =>
  `<path d="M220 120v330a80 26 0 0 0 160 0V120z" fill="${c}"/><path d="M220 200a80 26 0 0 0 160 0m-160 80a80 26 0 0 0 160 0m-160 80a80 26 0 0 0 160 0" fill="none" stroke-dasharray="8 8" stroke-width="3"/><ellipse cx="300" cy="120" rx="80" ry="26" fill="${l}"/><ellipse cx="300" cy="120" rx="26" ry="9" fill="#c9ad84"/>`;

const folded: Draw = ({ c, l }) =>
  `<path d="M150 330v70l150 60 150-60v-70l-150 60z" fill="${l}"/><path d="M150 355l150 60 150-60M150 380l150 60 150-60" fill="none" stroke-width="2"/><path d="M150 330l150-60 150 60-150 60z" fill="${c}"/><path d="M225 300l150 60" stroke-opacity=".4"/>`;

const cloth: Draw = ({ c, d, l }) =>
  `<path d="M140 350v40l160 70 160-70v-40l-160 70z" fill="${d}"/><path d="M140 350l160-70 160 70-160 70z" fill="${c}"/><path d="M180 350l120-52 120 52-120 52z" fill="none" stroke="${l}" stroke-dasharray="6 6" stroke-width="3"/><path d="M300 280l40 60 120 10z" fill="${l}"/>`;

const tissueBox: Draw = ({ c, d, l }) =>
  `<path d="M150 280l60-50h300l-60 50z" fill="${l}"/><path d="M450 280l60-50v170l-60 50z" fill="${d}"/><path d="M150 280h300v170H150z" fill="${c}"/><ellipse cx="330" cy="255" rx="80" ry="13" fill="${d}"/><path d="M290 256q-20-70 40-100q55 30 40 100z" fill="#fff"/><path d="M180 320l90 100m30-100l90 100" stroke="${l}" stroke-width="6"/>`;

const cup: Draw = ({ c, d, l }) =>
  `<path d="M200 175h200l-30 285H230z" fill="${c}"/><path d="M210 260h180l-9 85H219z" fill="${d}" fill-opacity=".35"/><path d="M188 160h224v24H188z" fill="${l}"/>`;

const plate: Draw = ({ c, l }) =>
  `<ellipse cx="300" cy="330" rx="210" ry="95" fill="${c}"/><ellipse cx="300" cy="322" rx="140" ry="58" fill="${l}"/><path d="M150 300q30-40 90-50" fill="none" stroke="#fff" stroke-width="8" stroke-opacity=".7"/>`;

const plateTop: Draw = ({ c, l }) =>
  `<circle cx="300" cy="300" r="200" fill="${c}"/><circle cx="300" cy="300" r="135" fill="${l}"/><path d="M165 220q40-70 120-85" fill="none" stroke="#fff" stroke-width="8" stroke-opacity=".7"/>`;

const cutlery: Draw = ({ c, bg }) =>
  `<ellipse cx="190" cy="200" rx="42" ry="62" fill="${c}"/><path d="M182 260h16l-2 210h-12z" fill="${c}"/><path d="M260 130h80v90q0 30-30 35v215h-20V255q-30-5-30-35z" fill="${c}"/><path d="M280 132v70m20-70v70m20-70v70" stroke="${bg}" stroke-width="7"/><path d="M390 130q50 30 40 180h-40z" fill="${c}"/><path d="M390 310h38v155q-19 10-38 0z" fill="${c}"/>`;

const carton: Draw = ({ c, d, l }) =>
  `<path d="M110 300l50-40h330l-50 40z" fill="${l}"/><path d="M440 300l50-40v90l-50 40z" fill="${d}"/><path d="M110 300h330v90H110z" fill="${c}"/><path d="M140 300h280l10 130-25 25-230-10-25-20z" fill="${l}" fill-opacity=".9"/><path d="M180 330q40 60 10 110m110-110q30 60 0 115" fill="none" stroke="#fff" stroke-width="6"/>`;

const glove: Draw = ({ c, d }) =>
  `<path d="M220 470V330l-62-78a20 20 0 0 1 32-24l60 62V150a20 20 0 0 1 40 0v120V120a20 20 0 0 1 40 0v150V140a20 20 0 0 1 40 0v140V190a18 18 0 0 1 36 0v150q0 60-26 90v40z" fill="${c}"/><path d="M222 430h156v38H222z" fill="${d}" fill-opacity=".3"/>`;

const strands = '<path d="M200 468l8-50m32 50l4-52m36 52v-54m40 54l-4-52m36 52l-8-50" stroke-width="3"/>';

const mop: Draw = ({ c, d, l }) =>
  `<path d="M300 80v330" stroke="${d}" stroke-width="12"/><path d="M290 80h20v70h-20z" fill="${c}"/><path d="M250 380h100v25H250z" fill="${d}"/><path d="M190 470q0-70 110-70t110 70z" fill="${l}"/>${strands}`;

const spinBucket: Draw = ({ c, d, l }) =>
  `<path d="M330 60v240" stroke="${d}" stroke-width="12"/><path d="M170 270h260l-25 200H195z" fill="${c}"/><ellipse cx="300" cy="270" rx="130" ry="30" fill="${l}"/><ellipse cx="330" cy="272" rx="60" ry="14" fill="${d}"/><path d="M200 320h200" stroke="${l}" stroke-width="6"/>`;

const broom: Draw = ({ c, d }) =>
  `<path d="M292 70h16v240h-16z" fill="${d}"/><path d="M270 300h60v45h-60z" fill="${d}"/><path d="M270 345h60l90 125H180z" fill="${c}"/><path d="M288 350l-60 115M300 350v115m12-115l60 115" stroke-opacity=".5" fill="none"/>`;

const pad: Draw = ({ c, d, l }) =>
  `<path d="M150 300l60-50h280l-60 50z" fill="${l}"/><path d="M430 300l60-50v100l-60 50z" fill="${d}"/><path d="M150 300h280v100H150z" fill="${c}"/><path d="M150 300h280v34H150z" fill="${d}" fill-opacity=".45"/><path d="M180 365h20m30 10h20m30-10h20m30 10h20m30-10h20" stroke-opacity=".5"/>`;

const bin: Draw = ({ c, d, l }) =>
  `<path d="M190 205h220l-25 265H215z" fill="${c}"/><path d="M250 235l8 205m42-205v205m50-205l-8 205" stroke-opacity=".35"/><path d="M270 150h60v22h-60z" fill="${d}"/><path d="M175 170h250v38H175z" fill="${l}"/><path d="M270 470h60v14h-60z" fill="${d}"/>`;

const bag: Draw = ({ c, d }) =>
  `<path d="M260 150l-45-55 50 25zm80 0l45-55-50 25z" fill="${c}"/><path d="M180 470q-40-150 40-250q20-20 10-50h140q-10 30 10 50q80 100 40 250z" fill="${c}"/><path d="M235 170q65 25 130 0" fill="none" stroke="${d}"/><path d="M235 260q-35 80-12 170" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="12"/>`;

const bagRoll: Draw = ({ c, l }) =>
  `<path d="M170 250h260v150H170z" fill="${c}"/><path d="M250 400h180v80H250z" fill="${c}" fill-opacity=".85"/><ellipse cx="170" cy="325" rx="38" ry="75" fill="${l}"/><ellipse cx="170" cy="325" rx="14" ry="28" fill="#c9ad84"/><path d="M250 420h180" stroke-dasharray="8 8" stroke="#fff" stroke-width="3"/>`;

export const householdArt: ArtBook = {
  'floor-cleaner': { front: jerryCan },
  'spray-bottle': { front: spray },
  'toilet-cleaner': { front: duckBottle },
  dishwash: { front: squeeze },
  'dish-bar': { front: bar, open: tub },
  'hand-wash': { front: pump },
  tissue: { front: roll },
  'kitchen-towel': { front: towel },
  napkin: { front: folded },
  'facial-tissue': { front: tissueBox },
  cup: { front: cup },
  plate: { front: plate, open: plateTop },
  cutlery: { front: cutlery },
  foil: { front: carton },
  'cling-film': { front: carton },
  'butter-paper': { front: carton },
  gloves: { front: glove },
  mop: { front: mop, open: spinBucket },
  broom: { front: broom },
  'scrub-pad': { front: pad },
  cloth: { front: cloth },
  dustbin: { front: bin },
  'garbage-bag': { front: bag, open: bagRoll },
};
