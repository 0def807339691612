import { useEffect, useRef, useState, type RefObject } from 'react';
import { hoverInfo, loadHoverData, positionAt, textOffset, textRange, wordAt, type HoverInfo } from './apiHoverData';

/** An open card: what it says, where its word is (relative to the editor's box), and what opened it. */
export interface HoverCard {
  info: HoverInfo;
  /** Where the card goes, in CSS pixels from the box that holds the editor: under its word, or above it near the end. */
  place: { top?: number; bottom?: number; left: number };
  /** `caret`: the keyboard (or a click) put the caret on the word; `pointer`: the mouse is over it. */
  source: 'caret' | 'pointer';
  /** The word's place in the code, so that the same word is not opened twice. */
  key: string;
}

/** How long the pointer rests on a word before its card opens, and stays away before it closes. */
const OPEN_DELAY_MS = 250;
const CLOSE_DELAY_MS = 300;

/** A card's room: about three lines of signature, a sentence and a link. */
const CARD_HEIGHT = 140;
const CARD_WIDTH = 320;

function placeCard(word: DOMRect, box: HTMLElement): HoverCard['place'] {
  const origin = box.getBoundingClientRect();
  const left = Math.max(0, Math.min(word.left - origin.left, box.clientWidth - CARD_WIDTH));
  const above = word.bottom - origin.top + CARD_HEIGHT > box.clientHeight && word.top - origin.top > CARD_HEIGHT;
  return above ? { bottom: origin.bottom - word.top + 4, left } : { top: word.bottom - origin.top + 4, left };
}

/**
 * The card of the `@react-sigma/*`, `sigma` or `graphology` name under the pointer or at the
 * caret in a live editor (`editor`, inside `host`). Listens to the DOM rather than rendering
 * with the editor: a render of the editor puts use-editable's last caret back.
 */
export function useApiHover(editor: RefObject<HTMLPreElement | null>, host: RefObject<HTMLDivElement | null>, code: string) {
  const [card, setCard] = useState<HoverCard | null>(null);
  // `timer`: the pending open (or re-read) of a word; `closing`: the pending close of a card the pointer left.
  const state = useRef({ code, card, dismissed: '', timer: 0, closing: 0, request: 0 });
  useEffect(() => {
    state.current.code = code;
    state.current.card = card;
  }, [code, card]);

  useEffect(() => {
    const pre = editor.current;
    const box = host.current;
    if (!pre || !box) return;
    const current = state.current;
    const schedule = (delay: number, run: () => void) => {
      window.clearTimeout(current.timer);
      current.timer = window.setTimeout(run, delay);
    };
    const close = () => {
      window.clearTimeout(current.timer);
      window.clearTimeout(current.closing);
      current.closing = 0;
      current.request += 1;
      setCard(null);
    };
    /** Closes a card the pointer left unless the pointer reaches the card (or its word) before CLOSE_DELAY_MS. */
    const closeSoon = () => {
      if (!current.closing) current.closing = window.setTimeout(close, CLOSE_DELAY_MS);
    };
    /** Opens the card of the word at `offset` of the editor's text, or closes it when there is none. */
    const show = (offset: number, source: HoverCard['source'], point?: { x: number; y: number }) => {
      const request = ++current.request;
      void loadHoverData().then((data) => {
        if (request !== current.request) return;
        const text = pre.textContent ?? '';
        const span = wordAt(text, offset);
        const info = span && hoverInfo(data, current.code, span.word);
        const range = span && textRange(pre, span.start, span.end);
        const rect = range?.getBoundingClientRect();
        const inside =
          !point || (rect && point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom);
        const key = span ? `${span.start}:${span.word}` : '';
        if (key !== current.dismissed) current.dismissed = '';
        if (!info || !rect || !inside || key === current.dismissed) {
          // Off the word, the pointer may be on its way to the card: the card closes unless it gets there in time.
          if (current.card?.source === source) {
            if (source === 'pointer') closeSoon();
            else setCard(null);
          }
          return;
        }
        window.clearTimeout(current.closing);
        current.closing = 0;
        if (current.card?.key === key) return;
        setCard({ info, source, key, place: placeCard(rect, box) });
      }, close);
    };

    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const position = positionAt(event.clientX, event.clientY);
      if (!position || !pre.contains(position.node)) return;
      const offset = textOffset(pre, position.node, position.offset);
      const point = { x: event.clientX, y: event.clientY };
      schedule(current.card?.source === 'pointer' ? 0 : OPEN_DELAY_MS, () => show(offset, 'pointer', point));
    };
    const onPointerLeave = () => {
      window.clearTimeout(current.timer);
      if (current.card?.source === 'pointer') closeSoon();
    };
    const onSelectionChange = () => {
      const selection = document.getSelection();
      if (document.activeElement !== pre || !selection?.isCollapsed || !selection.anchorNode) return;
      if (!pre.contains(selection.anchorNode)) return;
      show(textOffset(pre, selection.anchorNode, selection.anchorOffset), 'caret');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !current.card) return;
      current.dismissed = current.card.key;
      if (box.contains(document.activeElement) && document.activeElement !== pre) pre.focus();
      close();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (current.card?.source === 'caret' && !box.contains(event.relatedTarget as Node | null)) close();
    };

    pre.addEventListener('pointermove', onPointerMove);
    pre.addEventListener('pointerleave', onPointerLeave);
    box.addEventListener('focusout', onFocusOut);
    document.addEventListener('selectionchange', onSelectionChange);
    // On the document: a card opened by the mouse closes with Escape wherever the focus is (WCAG 1.4.13).
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(current.timer);
      window.clearTimeout(current.closing);
      pre.removeEventListener('pointermove', onPointerMove);
      pre.removeEventListener('pointerleave', onPointerLeave);
      box.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('selectionchange', onSelectionChange);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [editor, host]);

  /** For the card itself: the pointer on it keeps it open; leaving it closes it like leaving the word. */
  const cardPointer = {
    onPointerEnter: () => {
      window.clearTimeout(state.current.timer);
      window.clearTimeout(state.current.closing);
      state.current.closing = 0;
    },
    onPointerLeave: () => {
      window.clearTimeout(state.current.timer);
      if (state.current.card?.source !== 'pointer' || state.current.closing) return;
      state.current.closing = window.setTimeout(() => {
        state.current.closing = 0;
        state.current.request += 1;
        setCard(null);
      }, CLOSE_DELAY_MS);
    },
  };
  return { card, cardPointer };
}
