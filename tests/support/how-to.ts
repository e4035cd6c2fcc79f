/**
 * A HowTo block as an article's frontmatter or a service page carries it: the blog schema test
 * parses it and the JSON-LD test numbers its two steps.
 */
export const sampleHowTo = {
  name: 'Prevent cracks',
  description: 'A yearly routine.',
  totalTime: 'PT8H',
  steps: [{ name: 'Inspect', text: 'Walk the slab after rain.' }, { name: 'Seal', text: 'Fill the cracks.' }],
};
