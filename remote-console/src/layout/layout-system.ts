import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  timelineSlotRecipe,
} from '@chakra-ui/react/theme';
import { consoleConfig } from '@site/shared/ui';

/**
 * The console system with the recipes of the components the layout and its pages render besides the login page's:
 * they load with the layout, not with the first page. layout-system.test.ts checks them against the imports.
 */
export const layoutSystem = createSystem(
  consoleConfig,
  defineConfig({
    theme: {
      recipes: {
        badge: badgeRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        avatar: avatarSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        numberInput: numberInputSlotRecipe,
        popover: popoverSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        timeline: timelineSlotRecipe,
      },
    },
  }),
);
