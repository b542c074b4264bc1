import { join } from 'node:path';
import { create as parseFont } from 'fontkit';
import { LRUCache } from 'lru-cache';

// The fonts tax documents are set in, parsed once and kept shaped between documents.

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
export const fonts = (() => {
  const { createRequire } = process.getBuiltinModule('node:module');
  const { readFileSync } = process.getBuiltinModule('node:fs');
  const from = createRequire(process.argv[1] ?? join(process.cwd(), 'index.js'));
  const parsed = (name: string) => forDocuments(parseFont(readFileSync(from.resolve(`dejavu-fonts-ttf/ttf/${name}`))) as ParsedFont);
  return { regular: parsed('DejaVuSans.ttf'), bold: parsed('DejaVuSans-Bold.ttf') };
})();
