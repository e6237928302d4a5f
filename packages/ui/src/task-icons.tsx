// The three icons of every task row, drawn as antd's outlined ones (@ant-design/icons-svg, MIT).
// A table of 100 tasks has 300 of them: @ant-design/icons' component reads its context and
// inserts its styles from an effect per instance, a measurable share of the dashboard's render
// (bench/dashboard.mjs with BENCH_DASHBOARD_PROFILE=1). antd's button styles its `.anticon`.
// Decorative: the button's text (or its aria-label on a phone) names it.

function OutlinedIcon({ name, d }: { name: string; d: string }) {
  return (
    <span className={`anticon anticon-${name}`} aria-hidden="true">
      <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor">
        <path d={d} />
      </svg>
    </span>
  );
}

export const CheckIcon = () => (
  <OutlinedIcon
    name="check"
    d="M912 190h-69.9c-9.8 0-19.1 4.5-25.1 12.2L404.7 724.5 207 474a32 32 0 00-25.1-12.2H112c-6.7 0-10.4 7.7-6.3 12.9l273.9 347c12.8 16.2 37.4 16.2 50.3 0l488.4-618.9c4.1-5.1.4-12.8-6.3-12.8z"
  />
);

export const CloseIcon = () => (
  <OutlinedIcon
    name="close"
    d="M799.86 166.31c.02 0 .04.02.08.06l57.69 57.7c.04.03.05.05.06.08a.12.12 0 010 .06c0 .03-.02.05-.06.09L569.93 512l287.7 287.7c.04.04.05.06.06.09a.12.12 0 010 .07c0 .02-.02.04-.06.08l-57.7 57.69c-.03.04-.05.05-.07.06a.12.12 0 01-.07 0c-.03 0-.05-.02-.09-.06L512 569.93l-287.7 287.7c-.04.04-.06.05-.09.06a.12.12 0 01-.07 0c-.02 0-.04-.02-.08-.06l-57.69-57.7c-.04-.03-.05-.05-.06-.07a.12.12 0 010-.07c0-.03.02-.05.06-.09L454.07 512l-287.7-287.7c-.04-.04-.05-.06-.06-.09a.12.12 0 010-.07c0-.02.02-.04.06-.08l57.7-57.69c.03-.04.05-.05.07-.06a.12.12 0 01.07 0c.03 0 .05.02.09.06L512 454.07l287.7-287.7c.04-.04.06-.05.09-.06a.12.12 0 01.07 0z"
  />
);

export const CopyIcon = () => (
  <OutlinedIcon
    name="copy"
    d="M832 64H296c-4.4 0-8 3.6-8 8v56c0 4.4 3.6 8 8 8h496v688c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V96c0-17.7-14.3-32-32-32zM704 192H192c-17.7 0-32 14.3-32 32v530.7c0 8.5 3.4 16.6 9.4 22.6l173.3 173.3c2.2 2.2 4.7 4 7.4 5.5v1.9h4.2c3.5 1.3 7.2 2 11 2H704c17.7 0 32-14.3 32-32V224c0-17.7-14.3-32-32-32zM350 856.2L263.9 770H350v86.2zM664 888H414V746c0-22.1-17.9-40-40-40H232V264h432v624z"
  />
);
