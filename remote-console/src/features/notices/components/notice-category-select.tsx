import { NativeSelect } from '@chakra-ui/react/native-select';
import { NOTICE_CATEGORIES, type NoticeCategory } from '@site/contracts/api/notice-fields';
import { useConsoleT } from '../../../i18n/texts';

/** The category of a notice being written (the notice form and the step form), named by its field's label. */
export function NoticeCategorySelect({
  value,
  onChange,
}: {
  value: NoticeCategory;
  onChange: (category: NoticeCategory) => void;
}) {
  const { t } = useConsoleT();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        name="category"
        value={value}
        onChange={(event) => onChange(event.target.value as NoticeCategory)}
      >
        {NOTICE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`category.${category}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
