import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';

/** 0 is a paragraph, 1 to 6 the heading levels. */
const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
const levelKey = (level: number) => (level ? `ra.tiptap.heading${level}` : 'ra.tiptap.paragraph');

/** The level of the paragraph the cursor is in, kept current as the text changes. */
function useCurrentLevel(): number {
  const editor = useTiptapEditor();
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!editor) return;
    const read = () =>
      setLevel(LEVELS.find((l) => l > 0 && editor.isActive('heading', { level: l })) ?? 0);
    read();
    editor.on('transaction', read);
    return () => {
      editor.off('transaction', read);
    };
  }, [editor]);
  return level;
}

/**
 * The paragraph/heading picker as a menu button. ra-input-rich-text's own LevelSelect puts a
 * list item in a <nav> with no list around it, which screen readers cannot announce as a list
 * (axe: listitem, serious).
 */
function LevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const level = useCurrentLevel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (l: number) => {
    setAnchor(null);
    if (!editor) return;
    // Core commands: the heading and paragraph extensions' own names are not typed here.
    if (l === 0) editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level: l }).run();
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${translate('ra.tiptap.current_level')}: ${translate(levelKey(level))}`}
        disabled={!editor?.isEditable}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', mr: 1 }}
      >
        {translate(levelKey(level))}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LEVELS.map((l) => (
          <MenuItem key={l} selected={l === level} onClick={() => choose(l)}>
            {translate(levelKey(l))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * ra-input-rich-text's editor with a name for screen readers (its editable box has none: axe
 * aria-input-field-name, serious) and the accessible level picker above. Its own chunk, loaded
 * by LazyRichTextInput.
 */
export default function RichTextEditor(props: RichTextInputProps) {
  const translate = useTranslate();
  const name = typeof props.label === 'string' ? translate(props.label, { _: props.label }) : '';
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: (name ? { 'aria-label': name } : {}) as Record<string, string> },
    }),
    [name],
  );
  return (
    <RichTextInput
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar>
          <LevelSelect />
          <FormatButtons />
          <ColorButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <ImageButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
      {...props}
    />
  );
}
