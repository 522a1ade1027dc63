import type { ReactNode } from 'react';

/**
 * Server markup of `<fg-carousel>` (docs/elements.md#fg-carousel): the slides in a CSS scroll-snap
 * row that scrolls and snaps without script; the element adds the controls in the space the
 * stylesheet reserves for them, so nothing moves when it upgrades.
 */
export function CarouselMarkup({
  id,
  label,
  rotateInterval,
  slides,
}: {
  id: string;
  label: string;
  /** Milliseconds per slide for automatic rotation; none: the visitor moves the slides. */
  rotateInterval?: number;
  slides: readonly { key: string | number; content: ReactNode }[];
}) {
  return (
    <fg-carousel id={id} label={label} rotate-interval={rotateInterval} className="carousel">
      <div className="carousel__slides" data-carousel-slides>
        {slides.map((slide) => (
          <div key={slide.key} className="carousel__slide">
            {slide.content}
          </div>
        ))}
      </div>
    </fg-carousel>
  );
}
