/**
 * Text from anyone, visitor or owner, is stored without C0 or C1 control characters
 * (docs/security.md#public-endpoints): a NUL or an escape byte in a name breaks every format it is later
 * written into (libical refuses a whole calendar over one, RFC 5545 section 3.3.11). The same
 * functions clean again at output, so rows stored before this rule heal when they are written out.
 */

/** Every C0 and C1 control character, DEL included. */
const controls = /[\u0000-\u001F\u007F-\u009F]/g;

/** Control characters other than the line feed. */
const controlsButLineFeed = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/** A one-line field (a name, a phone number, an address): controls and line breaks become spaces, runs of spaces one, no space at either end. */
export function cleanLine(text: string): string {
  return text.replace(controls, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A multi-line field (a message, a note, an article): line breaks kept as `\n`, a tab four spaces
 * (Markdown's tab stop, so an indented list or code block keeps its meaning), every other
 * control character a space.
 */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').replace(controlsButLineFeed, ' ');
}

/** True when the text holds a control character a one-line field may not keep. */
export function hasControl(text: string): boolean {
  return new RegExp(controls.source).test(text);
}
