import { type SystemContext, createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
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
 * Created on first use: creating a system is tens of milliseconds on a slow machine, which the layout's loader runs
 * in a task of its own rather than at the end of the one that evaluates the layout's code.
 */
let system: SystemContext | undefined;

export function layoutSystem(): SystemContext {
  system ??= createLayoutSystem();
  return system;
}

function createLayoutSystem(): SystemContext {
  return createSystem(
    consoleConfig,
    defineConfig({
      theme: {
        recipes: {
          badge: badgeRecipe,
          checkmark: checkmarkRecipe,
          heading: headingRecipe,
          input: inputRecipe,
          link: linkRecipe,
          separator: separatorRecipe,
          skeleton: skeletonRecipe,
          textarea: textareaRecipe,
        },
        slotRecipes: {
          avatar: avatarSlotRecipe,
          breadcrumb: breadcrumbSlotRecipe,
          checkbox: checkboxSlotRecipe,
          dataList: dataListSlotRecipe,
          dialog: dialogSlotRecipe,
          drawer: drawerSlotRecipe,
          field: fieldSlotRecipe,
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
}
