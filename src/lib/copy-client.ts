/**
 * "Copy" beside text the owner pastes elsewhere (the calendar link, a quote's link). The button
 * ships hidden and shows only where the clipboard can be written, so without script the text
 * stays what it was: shown in full, and selectable by hand. The button's `data-copied` says
 * where to paste it.
 */
export function enhanceCopyButtons(root: ParentNode = document): void {
  if (!navigator.clipboard || !window.isSecureContext) return;
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const source = document.getElementById(button.dataset.copy ?? '');
    const status = document.getElementById(`${button.dataset.copy}-status`);
    if (!source || !status) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(source.textContent?.trim() ?? '').then(
        () => (status.textContent = button.dataset.copied ?? 'Copied.'),
        () => (status.textContent = 'Could not copy: select it and copy it by hand.'),
      );
    });
  }
}
