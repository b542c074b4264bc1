import { imageTool } from '@nidra/api/core';

/**
 * A product picture drawn on the spot (no network at seed time): the mattress's layers on a soft
 * background, in the range's colours. Shapes only, so it looks the same without any fonts installed.
 */
export async function demoImage(layers: string[], pillow: boolean): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const body = pillow
    ? `<rect x="250" y="330" width="700" height="260" rx="130" fill="${layers[0]}" stroke="${layers[3]}" stroke-width="10"/>
       <path d="M330 460 Q600 400 870 460" stroke="${layers[2]}" stroke-width="12" fill="none" stroke-linecap="round"/>`
    : layers
        .map((colour, i) => {
          const y = 330 + i * 70;
          return `<rect x="${150 + i * 6}" y="${y}" width="${900 - i * 12}" height="${i === 0 ? 90 : 70}" rx="${i === 0 ? 40 : 18}" fill="${colour}"/>`;
        })
        .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#faf7f2"/><stop offset="1" stop-color="#f1ebe1"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <ellipse cx="600" cy="${pillow ? 640 : 700}" rx="470" ry="40" fill="#1f2a44" opacity="0.12"/>
    <circle cx="1010" cy="170" r="70" fill="#f2c98a"/>
    <circle cx="1040" cy="150" r="62" fill="#faf7f2"/>
    ${body}
  </svg>`;
  const sharp = await imageTool();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
