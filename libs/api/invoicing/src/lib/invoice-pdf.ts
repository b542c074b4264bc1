import PDFDocument from 'pdfkit';
import { toBuffer as qrPng } from 'qrcode';
import { MONTH_NAMES, type TaxDocumentDto } from '@nidra/shared/contracts';
import { formatInr } from '@nidra/shared/util';
import { fonts } from './pdf-fonts';

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
