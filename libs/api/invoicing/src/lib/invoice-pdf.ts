import { join } from 'node:path';
import { create as parseFont } from 'fontkit';
import { LRUCache } from 'lru-cache';
import PDFDocument from 'pdfkit';
import { toBuffer as qrPng } from 'qrcode';
import { MONTH_NAMES, type TaxDocumentDto } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/shared/util';

/** A glyph as fontkit holds it: its outline, decoded from the font's data on each call. */
interface ParsedGlyph {
  _decode(): unknown;
}

/** Where a glyph of a shaped run goes, in font units (pdfkit scales a run's positions in place). */
interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A run of text shaped by fontkit: what pdfkit reads of it. */
interface ShapedRun {
  glyphs: ParsedGlyph[];
  positions: GlyphPosition[];
  readonly advanceWidth: number;
}

/** A font as fontkit, the font library pdfkit uses, parses it: what is read of it here. */
interface ParsedFont {
  /** Height above the baseline, in font units. */
  ascent: number;
  unitsPerEm: number;
  layout(text: string, features?: Record<string, boolean> | string[], ...rest: unknown[]): ShapedRun;
  getGlyph(id: number): ParsedGlyph;
}

/**
 * Runs of text a font keeps shaped. A document's labels and the shop's details recur in every one (some
 * dozens of runs); its number, order and buyer never come again and only pass through, so a few hundred
 * keep every recurring run. Five thousand held some 20 MB more of the worker's memory, faster by nothing.
 */
const SHAPED_RUNS_KEPT = 500;

/** A shaped run of one's own to hand pdfkit, which scales the positions in place: the glyphs are shared. */
function copyOf(run: ShapedRun): ShapedRun {
  return {
    glyphs: run.glyphs,
    positions: run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance, xOffset, yOffset })),
    get advanceWidth() {
      let width = 0;
      for (const position of this.positions) width += position.xAdvance;
      return width;
    },
  };
}

/**
 * OpenType features a document is set without: the optional ligatures, contextual alternates and kerning,
 * typographic refinements a tax document can do without, whose lookups were a fifth of its time. The
 * features a script needs to be written (marks, composition, required ligatures) stay.
 */
const UNUSED_FEATURES = { liga: false, clig: false, calt: false, kern: false };

/** Kinds of glyph (fontkit's classes, shared by the fonts) whose outlines are kept once decoded. */
const keepsOutlines = new WeakSet<ParsedGlyph>();

/**
 * A parsed font as the documents use it. Its layout leaves out `UNUSED_FEATURES`, and a run of text shaped
 * once is not shaped again in the next document (pdfkit keeps its runs for one document only; shaping was
 * a third of a document's time). Its glyphs keep their decoded outline: embedding a font's subset decodes
 * every glyph it holds (only to learn whether it is made of others), document after document, and a
 * glyph's data never changes.
 */
function forDocuments(font: ParsedFont): ParsedFont {
  const layout = font.layout.bind(font);
  const shaped = new LRUCache<string, ShapedRun>({ max: SHAPED_RUNS_KEPT });
  font.layout = (text, _features, ...rest) => {
    // pdfkit asks with the text alone; a script or language of its own is shaped afresh.
    if (rest.length) return layout(text, UNUSED_FEATURES, ...rest);
    let run = shaped.get(text);
    if (!run) {
      run = layout(text, UNUSED_FEATURES);
      shaped.set(text, run);
    }
    return copyOf(run);
  };
  const glyph = Object.getPrototypeOf(font.getGlyph(0)) as ParsedGlyph;
  if (!keepsOutlines.has(glyph)) {
    keepsOutlines.add(glyph);
    const decode = glyph._decode;
    const decoded = new WeakMap<ParsedGlyph, unknown>();
    glyph._decode = function (this: ParsedGlyph) {
      if (!decoded.has(this)) decoded.set(this, decode.call(this));
      return decoded.get(this);
    };
  }
  return font;
}

/**
 * DejaVu Sans, which has the ₹ sign (pdfkit's built-in fonts do not), found in node_modules from the running
 * program, so the same lookup serves the built server and the tests (Node's own `createRequire`, taken at
 * run time: the bundler would otherwise stand in for it, and resolve nothing). Each font is read and parsed
 * once: parsing its tables was half the cost of every document, and pdfkit takes a parsed font as it is.
 */
const fonts = (() => {
  const { createRequire } = process.getBuiltinModule('node:module');
  const { readFileSync } = process.getBuiltinModule('node:fs');
  const from = createRequire(process.argv[1] ?? join(process.cwd(), 'index.js'));
  const parsed = (name: string) => forDocuments(parseFont(readFileSync(from.resolve(`dejavu-fonts-ttf/ttf/${name}`))) as ParsedFont);
  return { regular: parsed('DejaVuSans.ttf'), bold: parsed('DejaVuSans-Bold.ttf') };
})();

const TITLES: Record<TaxDocumentDto['type'], string> = {
  'tax-invoice': 'Tax Invoice',
  'bill-of-supply': 'Bill of Supply',
  'credit-note': 'Credit Note',
};

/**
 * Columns of the lines table: heading, width in points (515 in all, the page less its margins), whether
 * figures line up on the right, and whether the cell's text wraps (only the description does; a tax cell
 * sets its rate on a line above its amount). At the table's size the price and value columns hold ₹9,99,999.99, the tax columns
 * ₹99,999.99 and HSN its 8 digits; anything longer that may not wrap is set smaller to fit, never broken
 * over two lines. The state's tax is headed SGST or UTGST as the document says.
 */
const columnsOf = (stateTax: string): Array<{ title: string; width: number; right?: boolean; wraps?: boolean }> => [
  { title: '#', width: 14 },
  { title: 'Description', width: 73, wraps: true },
  { title: 'HSN', width: 40 },
  { title: 'Qty', width: 36, right: true },
  { title: 'Unit price', width: 56, right: true },
  { title: 'Taxable value', width: 58, right: true },
  { title: 'Rate', width: 24, right: true },
  { title: 'CGST', width: 50, right: true },
  { title: stateTax, width: 50, right: true },
  { title: 'IGST', width: 50, right: true },
  { title: 'Total', width: 64, right: true },
];
/** The lines table's type size, in points. */
const TABLE_SIZE = 7.5;

const MARGIN = 40;
const money = (rupees: number) => formatInr(rupees);
/**
 * A day as India writes it in full: 2026-11-05 → "5 November 2026". Written here rather than by `Intl`,
 * whose date formatters load some 7 MB of locale data into the server.
 */
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
};

/** An A4 PDF of a tax invoice, bill of supply or credit note. */
export async function renderTaxDocumentPdf(document: TaxDocumentDto & { refersTo?: string; refersToDate?: string }): Promise<Buffer> {
  const COLUMNS = columnsOf(document.stateTax ?? 'SGST');
  // A registered e-invoice carries the IRP's signed QR code, which a scanner checks against the IRP.
  const qr = document.irn ? await qrPng(document.irn.signedQrCode, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) : null;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No Helvetica, whose metrics pdfkit would parse for nothing: the first text names its font.
    font: null as unknown as string,
    info: { Title: `${TITLES[document.type]} ${document.number}`, Author: document.seller.name },
  });
  // A parsed font is taken as it is (pdfkit's types name only files and bytes).
  pdf.registerFont('regular', fonts.regular as unknown as Buffer);
  pdf.registerFont('bold', fonts.bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - MARGIN * 2;
  pdf.font('bold').fontSize(16).text(TITLES[document.type].toUpperCase(), { align: 'center' });
  if (document.type === 'bill-of-supply') {
    pdf.font('regular').fontSize(8).text('Issued by a supplier not registered for GST: no tax is charged.', { align: 'center' });
  }
  pdf.moveDown(0.8);

  // Seller on the left, the document's particulars on the right.
  const top = pdf.y;
  const half = width / 2 - 10;
  pdf.font('bold').fontSize(10).text(document.seller.name, MARGIN, top, { width: half });
  pdf.font('regular').fontSize(9);
  if (document.seller.address) pdf.text(document.seller.address, { width: half });
  pdf.text(`${document.seller.state} (State code ${document.seller.stateCode})`, { width: half });
  if (document.seller.gstin) pdf.text(`GSTIN: ${document.seller.gstin}`, { width: half });
  const leftBottom = pdf.y;

  const right = MARGIN + width / 2 + 10;
  const particulars: Array<[string, string]> = [
    [document.type === 'credit-note' ? 'Credit note no.' : 'Invoice no.', document.number],
    ['Date', longDate(document.date)],
    ...(document.refersTo
      ? ([['Against invoice', document.refersToDate ? `${document.refersTo} dated ${longDate(document.refersToDate)}` : document.refersTo]] as Array<[string, string]>)
      : []),
    ['Order', document.orderId],
    ['Place of supply', `${document.placeOfSupply.state} (${document.placeOfSupply.stateCode})`],
  ];
  pdf.y = top;
  for (const [label, value] of particulars) {
    pdf.font('bold').fontSize(9).text(`${label}: `, right, pdf.y, { continued: true, width: half });
    pdf.font('regular').text(value);
  }
  pdf.y = Math.max(leftBottom, pdf.y) + 12;

  // A business is billed at its own address; the goods go to the delivery address.
  const partiesTop = pdf.y;
  pdf.font('bold').fontSize(9).text(document.shipTo ? 'Bill to' : 'Bill to / Ship to', MARGIN, partiesTop, { width: half });
  pdf.font('regular').text(document.buyer.name, { width: half });
  if (document.buyer.address) pdf.text(document.buyer.address, { width: half });
  if (document.buyer.gstin) pdf.text(`GSTIN: ${document.buyer.gstin}`, { width: half });
  if (document.buyer.stateCode) pdf.text(`State code: ${document.buyer.stateCode}`, { width: half });
  const billBottom = pdf.y;
  if (document.shipTo) {
    pdf.font('bold').text('Ship to', right, partiesTop, { width: half });
    pdf.font('regular').text(document.shipTo.name, { width: half });
    pdf.text(document.shipTo.address, { width: half });
  }
  pdf.x = MARGIN;
  pdf.y = Math.max(billBottom, pdf.y);
  pdf.moveDown(0.8);

  if (document.irn && qr) {
    const irnTop = pdf.y;
    const side = 100;
    pdf.font('bold').fontSize(8).text('IRN: ', MARGIN, irnTop, { continued: true, width: width - side - 10 });
    pdf.font('regular').text(document.irn.irn);
    pdf.font('bold').text('Ack No.: ', { continued: true, width: width - side - 10 });
    pdf.font('regular').text(document.irn.ackNo);
    pdf.font('bold').text('Ack Date: ', { continued: true, width: width - side - 10 });
    pdf.font('regular').text(document.irn.ackDate);
    pdf.image(qr, MARGIN + width - side, irnTop, { width: side, height: side });
    pdf.x = MARGIN;
    pdf.y = Math.max(pdf.y, irnTop + side) + 8;
  }

  /** One row of the table: headings and descriptions wrap within their column; figures and codes keep to one line. */
  const row = (cells: string[], font: 'regular' | 'bold', headings = false) => {
    pdf.font(font).fontSize(TABLE_SIZE);
    const y = pdf.y;
    let x = MARGIN;
    let height = 0;
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      const options = { width: column.width - 4, align: column.right ? ('right' as const) : ('left' as const) };
      if (headings || column.wraps) {
        height = Math.max(height, pdf.heightOfString(cell, options));
        pdf.text(cell, x + 2, y, options);
      } else {
        // Each of its lines set smaller when it would not fit (with a hair to spare), rather than broken
        // over two lines, and lowered to sit on its baseline.
        const lineHeight = pdf.currentLineHeight(true);
        cell.split('\n').forEach((part, line) => {
          const natural = pdf.widthOfString(part);
          const size = natural > options.width ? (TABLE_SIZE * options.width * 0.98) / natural : TABLE_SIZE;
          const lowered = ((TABLE_SIZE - size) * fonts[font].ascent) / fonts[font].unitsPerEm;
          height = Math.max(height, lineHeight * (line + 1));
          pdf.fontSize(size).text(part, x + 2, y + lineHeight * line + lowered, options).fontSize(TABLE_SIZE);
        });
      }
      x += column.width;
    });
    pdf.y = y + height + 4;
    pdf.moveTo(MARGIN, pdf.y - 2).lineTo(MARGIN + width, pdf.y - 2).lineWidth(0.5).strokeColor('#999999').stroke();
    if (pdf.y > pdf.page.height - MARGIN * 4) pdf.addPage();
  };
  row(COLUMNS.map((column) => column.title), 'bold', true);
  // Each tax with its own rate above its amount; a tax the line does not carry is a dash.
  const tax = (rate: number | undefined, amount: number) => (rate ? `${rate}%\n${money(amount)}` : amount ? money(amount) : '–');
  document.lines.forEach((line, index) =>
    row(
      [
        String(index + 1),
        line.description,
        line.hsn,
        `${line.quantity} ${line.uqc ?? 'NOS'}`,
        money(line.unitPrice),
        money(line.taxableValue),
        `${line.rate}%`,
        tax(line.cgstRate, line.cgst),
        tax(line.sgstRate, line.sgst),
        tax(line.igstRate, line.igst),
        money(line.total),
      ],
      'regular',
    ),
  );
  const { totals } = document;
  row(['', 'Total', '', '', '', money(totals.taxableValue), '', money(totals.cgst), money(totals.sgst), money(totals.igst), money(totals.total)], 'bold');

  pdf.moveDown(0.6);
  pdf.font('bold').fontSize(10).text(`Total: ${money(totals.total)}`, MARGIN, pdf.y, { width, align: 'right' });
  pdf.font('regular').fontSize(9).text(`(of which GST ${money(totals.tax)})`, { width, align: 'right' });
  pdf.moveDown(0.6);
  pdf.font('bold').fontSize(9).text('Amount in words: ', MARGIN, pdf.y, { continued: true, width });
  pdf.font('regular').text(document.amountInWords);
  pdf.text(`Whether tax is payable on reverse charge: ${document.reverseCharge ? 'Yes' : 'No'}`, { width });

  pdf.moveDown(3);
  pdf.font('bold').text(`For ${document.seller.name}`, MARGIN, pdf.y, { width, align: 'right' });
  pdf.moveDown(2.5);
  pdf.font('regular').text('Authorised Signatory', { width, align: 'right' });
  pdf.end();
  return done;
}
