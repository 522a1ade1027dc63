/**
 * In the page: the contrast ratio (WCAG 2) of an element's text with what is drawn behind it — its
 * own background and its ancestors' composed down to the first opaque one (white at the root).
 * With `overPicture` the element lies on a picture of any colour: its own background is composed
 * over white and over black, and the worse of the two counts. axe-core calls such an element
 * "needs review" and passes it; this measures it.
 *
 * Built from a string: the TypeScript loader would wrap the inner functions in a helper the page
 * does not have.
 */
const TEXT_CONTRAST_BODY = `
  const element = document.querySelector(selector);
  if (!element) throw new Error('no ' + selector);
  const parse = (color) => {
    const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\\d.]+/g) || []).map(Number);
    return { r, g, b, a: color.startsWith('rgba') || color.includes('/') ? a : 1 };
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const channel = (value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ({ r, g, b }) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const ratio = (x, y) => {
    const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (light + 0.05) / (dark + 0.05);
  };
  const layers = [];
  for (let node = element; node; node = node.parentElement) {
    const layer = parse(getComputedStyle(node).backgroundColor);
    if (layer.a > 0) layers.push(layer);
    if (layer.a === 1) break;
  }
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const text = parse(getComputedStyle(element).color);
  const own = layers[0] || { r: 0, g: 0, b: 0, a: 0 };
  const backs = overPicture
    ? [over(own, white), over(own, black)]
    : [layers.reduceRight((below, layer) => over(layer, below), white)];
  return Math.min(...backs.map((back) => ratio(over(text, back), back)));
`;

export const textContrast = new Function('{ selector, overPicture }', TEXT_CONTRAST_BODY) as (arg: {
  selector: string;
  overPicture: boolean;
}) => number;
