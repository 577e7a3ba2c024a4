/** A list of small cards, each a title over a line of text (landing features, what you get). */
export function TitledCardList({
  items,
  className,
  titleClassName,
  textClassName,
}: {
  items: readonly { title: string; text: string }[];
  className: string;
  titleClassName: string;
  textClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-border bg-surface p-4">
          <h3 className={titleClassName}>{item.title}</h3>
          <p className={textClassName}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
