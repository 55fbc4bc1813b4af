/**
 * A text field that offers choices as the diner types (the ARIA combobox pattern), built on Ariakit (decision 032):
 * focus stays in the field while ArrowDown and ArrowUp move through the choices (wrapping, none active until the
 * diner arrows), Enter chooses the active one, a click or press chooses too. The caller keeps the text, the choices
 * and whether the list is shown; these parts only wire them to the field, the list and its options.
 */
import {
  Combobox as AriakitCombobox,
  ComboboxItem as AriakitComboboxItem,
  ComboboxList as AriakitComboboxList,
  type ComboboxProps as AriakitComboboxProps,
  ComboboxProvider,
} from "@ariakit/react/combobox";
import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";

interface ComboboxState {
  /** The id of the active choice, or null when none is. */
  activeId: string | null;
  setActiveId: (id: string | null) => void;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  count: number;
  /** The chooser of each rendered choice, by its id (Enter chooses through it). */
  choosers: Map<string, () => void>;
  listId: string;
}

const ComboboxContext = createContext<ComboboxState | null>(null);

function useComboboxState(): ComboboxState {
  const state = useContext(ComboboxContext);
  if (!state) throw new Error("A combobox part is used outside <ComboboxRoot>");
  return state;
}

export interface ComboboxRootProps {
  value: string;
  onChange: (text: string) => void;
  /** Whether the list of choices is shown (aria-expanded). */
  open: boolean;
  /** The list asks to close (Escape, a choice) or open (an arrow key); ignored when the caller decides alone. */
  onOpenChange?: (open: boolean) => void;
  /** The choices themselves: when they change, nothing is active until the diner arrows again. */
  choices: readonly unknown[];
  children: ReactNode;
}

export function ComboboxRoot({ value, onChange, open, onOpenChange, choices, children }: ComboboxRootProps) {
  const listId = `${useId()}-choices`;
  const [activeId, setActiveId] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the choices themselves change
  useEffect(() => setActiveId(null), [choices]);
  useEffect(() => {
    if (!open) setActiveId(null);
  }, [open]);
  const choosers = useRef(new Map<string, () => void>()).current;
  const count = choices.length;
  const state = useMemo<ComboboxState>(
    () => ({ activeId, setActiveId, open, onOpenChange, count, choosers, listId }),
    [activeId, open, onOpenChange, count, choosers, listId],
  );
  return (
    <ComboboxProvider
      inputValue={value}
      setInputValue={onChange}
      open={open}
      setOpen={(next) => onOpenChange?.(next)}
      activeId={activeId}
      setActiveId={(id) => setActiveId(id ?? null)}
      // Arrows move among the choices only (the field is not a stop between the last and the first).
      compositeElementInFocusOrder={false}
      focusLoop
    >
      <ComboboxContext.Provider value={state}>{children}</ComboboxContext.Provider>
    </ComboboxProvider>
  );
}

export interface ComboboxFieldProps
  extends Omit<AriakitComboboxProps, "store" | "value" | "render" | "autoSelect" | "autoComplete" | "ref"> {
  inputRef?: Ref<HTMLInputElement>;
}

/** The text field: its label is a <label htmlFor> beside it. */
export function ComboboxField({ inputRef, onKeyDownCapture, ...props }: ComboboxFieldProps) {
  const { activeId, setActiveId, open, onOpenChange, count, choosers, listId } = useComboboxState();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDownCapture?.(event);
    if (event.defaultPrevented) return;
    const choose = activeId ? choosers.get(activeId) : undefined;
    if (event.key === "Enter" && choose) {
      // Chosen at once (Ariakit would click the active option a moment later).
      event.preventDefault();
      choose();
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !open && onOpenChange && count > 0) {
      // A closed list opens at its first (ArrowDown) or last (ArrowUp) choice.
      event.preventDefault();
      onOpenChange(true);
      setActiveId(`${listId}-${event.key === "ArrowDown" ? 0 : count - 1}`);
    } else if (event.key === "Escape" && open && onOpenChange) {
      event.preventDefault();
      onOpenChange(false);
    }
  };
  return (
    <AriakitCombobox
      ref={inputRef}
      aria-controls={listId}
      autoComplete="list"
      autoSelect={false}
      showOnClick={false}
      showOnMouseDown={false}
      {...props}
      onKeyDownCapture={onKeyDown}
    />
  );
}

export interface ComboboxChoicesProps {
  /** The listbox's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** The list of choices, in the page's flow or laid over it (the caller's classes say which); hidden when closed. */
export function ComboboxChoices({ label, className, children }: ComboboxChoicesProps) {
  const { listId } = useComboboxState();
  return (
    <AriakitComboboxList id={listId} aria-label={label} className={className}>
      {children}
    </AriakitComboboxList>
  );
}

export interface ComboboxChoiceProps {
  /** Its place in the list: its id is the list's id and this. */
  index: number;
  onChoose: () => void;
  /**
   * Chosen as the pointer goes down rather than on click: for a list that closes when the field loses focus, which
   * a click would come after.
   */
  chooseOnPress?: boolean;
  className: (active: boolean) => string;
  children: ReactNode;
}

export function ComboboxChoice({ index, onChoose, chooseOnPress = false, className, children }: ComboboxChoiceProps) {
  const { activeId, choosers, listId } = useComboboxState();
  const id = `${listId}-${index}`;
  choosers.set(id, onChoose);
  const active = id === activeId;
  return (
    <AriakitComboboxItem
      id={id}
      aria-selected={active}
      className={className(active)}
      focusOnHover={false}
      hideOnClick={false}
      setValueOnClick={false}
      selectValueOnClick={false}
      onMouseDown={
        chooseOnPress
          ? (event: MouseEvent) => {
              event.preventDefault();
              onChoose();
            }
          : undefined
      }
      onClick={chooseOnPress ? undefined : onChoose}
    >
      {children}
    </AriakitComboboxItem>
  );
}
